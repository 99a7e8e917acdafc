// Accepting an invitation asks for a new password with the same fields.
export { NewPasswordFields } from './components/new-password-fields';
