import { Form, Input } from '@aide/ui-kit';

/** The auth server's minimum (supabase/config.toml minimum_password_length). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * A new password and its confirmation (form fields `password` and `confirm`): the reset page and the
 * invitation's accept page ask for one the same way.
 */
export function NewPasswordFields({ label = 'Password' }: { label?: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={[
          { required: true, message: 'Please enter a new password' },
          { min: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={`Confirm ${label.toLowerCase()}`}
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Please enter the password again' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('The passwords do not match')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
