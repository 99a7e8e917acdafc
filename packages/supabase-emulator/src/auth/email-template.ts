/**
 * The subset of Go templates GoTrue's email templates use: `{{ .Name }}` and `{{ .Data.key }}`, HTML-escaped
 * as html/template does. Enough for config.toml's [auth.email.template.*] files; anything else is an error
 * at startup rather than an email with the template text in it.
 */
import { valueText } from '../value-text.js';

export interface TemplateVariables {
  SiteURL: string;
  ConfirmationURL: string;
  TokenHash: string;
  /** The one-time code ({{ .Token }}). */
  Token: string;
  Email: string;
  /** The new address of an email change ({{ .NewEmail }}). */
  NewEmail: string;
  RedirectTo: string;
  Data: Record<string, unknown>;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;');

const ACTION = /\{\{-?\s*([^}]*?)\s*-?\}\}/g;

function valueOf(expression: string, variables: TemplateVariables): string {
  const data = /^\.Data\.([A-Za-z0-9_]+)$/.exec(expression);
  if (data) return valueText(variables.Data[data[1] ?? '']) ?? '';
  const name = /^\.([A-Za-z]+)$/.exec(expression)?.[1];
  if (name && name !== 'Data' && name in variables)
    return String(variables[name as Exclude<keyof TemplateVariables, 'Data'>]);
  throw new Error(`Email template: "{{ ${expression} }}" is not supported by the embedded auth server`);
}

export function renderEmailTemplate(template: string, variables: TemplateVariables): string {
  return template.replace(ACTION, (_match, expression: string) => escapeHtml(valueOf(expression, variables)));
}

/** The first link of the email: what a tester (or the e2e suite) follows from the outbox. */
export function firstLink(html: string): string | null {
  const href = /<a\s[^>]*href="([^"]+)"/i.exec(html)?.[1];
  return href ? href.replace(/&amp;/g, '&').replace(/&#34;/g, '"') : null;
}

/** A plain-text part for the outbox: the tags dropped, each link kept after its text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
    .replace(/<\/(p|h\d|div)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#34;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
