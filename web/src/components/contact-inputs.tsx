import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The e-mail input of every form that asks for one (sign-ups, company registration, brands, payment details): the
 * keyboard, autofill and label they share. Pass the form's input props and whatever differs (placeholder, required).
 */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** The phone input of the same forms, with the example number they all show. */
export function PhoneInput(props: TextInputProps) {
  return <TextInput label="Phone number" type="tel" autoComplete="tel" placeholder="+1 555 010 0100" {...props} />;
}

/** A company's website: the URL keyboard and autofill; what is typed is normalised by the schema (docs/ux-rules.md). */
export function WebsiteInput(props: TextInputProps) {
  return <TextInput label="Website" type="url" inputMode="url" autoComplete="url" {...props} />;
}
