/** A required free-text field's rules: not blank, and at most `max` characters, each with its own message. */
export function requiredTextRules(max: number, messages: { missing: string; tooLong: string }) {
  return [
    { required: true, whitespace: true, message: messages.missing },
    { max, message: messages.tooLong },
  ];
}
