import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Group, Input, NativeSelect } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { SegmentedRadios } from '@/components/segmented-radios';
import {
  customMonthOptions,
  customPeriod,
  PERIOD_KINDS,
  periodOf,
  periodOptions,
  switchKind,
  type PeriodSelection,
} from '../period';

const chevron = <IconChevronDown size={16} aria-hidden />;

/**
 * The period: a month, a quarter, a year (each picked from a list, newest first) or a custom run of months (From and
 * To). Native selects: keyboard- and screen-reader-friendly on every device.
 */
export function PeriodPicker({
  value,
  onChange,
  now,
}: {
  value: PeriodSelection;
  onChange: (period: PeriodSelection) => void;
  now?: Date;
}) {
  const kindLabelId = useId();
  const selectWidth = { base: '100%', xs: 180 };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Input.Wrapper
        label="Period"
        labelProps={{ id: kindLabelId, component: 'span' }}
        w={{ base: '100%', xs: 'auto' }}
      >
        <SegmentedRadios
          aria-labelledby={kindLabelId}
          data={PERIOD_KINDS}
          value={value.kind}
          onChange={(kind) => onChange(switchKind(value, kind, now))}
          fullWidth
        />
      </Input.Wrapper>
      {value.kind === 'custom' ? (
        <>
          <NativeSelect
            label="From"
            data={customMonthOptions(now)}
            value={value.from}
            onChange={(event) => onChange(customPeriod(value, 'from', event.currentTarget.value))}
            rightSection={chevron}
            w={{ base: '100%', xs: 160 }}
          />
          <NativeSelect
            label="To"
            data={customMonthOptions(now)}
            value={value.to}
            onChange={(event) => onChange(customPeriod(value, 'to', event.currentTarget.value))}
            rightSection={chevron}
            w={{ base: '100%', xs: 160 }}
          />
        </>
      ) : (
        <NativeSelect
          label={PERIOD_KINDS.find((kind) => kind.value === value.kind)!.label}
          data={periodOptions(value.kind, now)}
          value={value.from}
          onChange={(event) => onChange(periodOf(value.kind, event.currentTarget.value))}
          rightSection={chevron}
          w={selectWidth}
        />
      )}
    </Group>
  );
}
