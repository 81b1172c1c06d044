import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

describe("Mantine's useId in the production build", () => {
  it('keeps a given id', () => {
    let seen = '';
    function Probe() {
      seen = useId('my-field');
      return null;
    }
    render(<Probe />);
    expect(seen).toBe('my-field');
  });

  it('gives each component its own id, the same on every render, and renders it once on mount', () => {
    const renders: string[] = [];
    function Probe() {
      const id = useId();
      renders.push(id);
      useEffect(() => undefined);
      return <span id={id} />;
    }
    const { container, rerender } = render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(renders).toHaveLength(2);
    expect(renders[0]).toMatch(/^mantine-/);
    expect(renders[0]).not.toBe(renders[1]);
    rerender(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(renders.slice(2)).toEqual(renders.slice(0, 2));
    expect(container.querySelectorAll('span')[0]?.id).toBe(renders[0]);
  });
});
