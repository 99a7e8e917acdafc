import type { ToolContext, ToolDefinition, ToolResult } from '../chat-types.js';

/** A tool was called with arguments it cannot use; the message says what to fix (the model reads it). */
export class ToolArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolArgumentError';
  }
}

/** Most rows one tool call returns: answers stay readable and the model's context stays small. */
export const MAX_TOOL_ROWS = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function optionalString(
  args: Record<string, unknown>,
  key: string,
  maxLength = 200,
): string | undefined {
  const value = args[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ToolArgumentError(`${key} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > maxLength)
    throw new ToolArgumentError(`${key} must be at most ${maxLength} characters.`);
  return trimmed || undefined;
}

export function optionalBoolean(args: Record<string, unknown>, key: string): boolean | undefined {
  const value = args[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new ToolArgumentError(`${key} must be true or false.`);
  return value;
}

export function optionalInteger(
  args: Record<string, unknown>,
  key: string,
  { min, max }: { min: number; max: number },
): number | undefined {
  const value = args[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new ToolArgumentError(`${key} must be a whole number from ${min} to ${max}.`);
  return value;
}

export function optionalEnum<T extends string>(
  args: Record<string, unknown>,
  key: string,
  values: readonly T[],
): T | undefined {
  const value = args[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !values.includes(value as T))
    throw new ToolArgumentError(`${key} must be one of: ${values.join(', ')}.`);
  return value as T;
}

/** A calendar day YYYY-MM-DD that exists (2026-02-30 is refused). */
export function optionalDate(args: Record<string, unknown>, key: string): string | undefined {
  const value = args[key];
  if (value === undefined || value === null) return undefined;
  if (
    typeof value !== 'string' ||
    !DATE.test(value) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  )
    throw new ToolArgumentError(`${key} must be a date written YYYY-MM-DD.`);
  return value;
}

export function optionalUuid(args: Record<string, unknown>, key: string): string | undefined {
  const value = args[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !UUID.test(value))
    throw new ToolArgumentError(`${key} must be an id (uuid).`);
  return value.toLowerCase();
}

/** The JSON Schema of a tool's customer_id argument (read with requiredCustomerId, or optionalUuid where optional). */
export const customerIdArgument = { type: 'string', format: 'uuid' } as const;

/** The customer_id a tool about one customer cannot do without. */
export function requiredCustomerId(args: Record<string, unknown>): string {
  const customerId = optionalUuid(args, 'customer_id');
  if (!customerId) throw new ToolArgumentError('customer_id is required; find it with search_customers.');
  return customerId;
}

/** Refuses arguments the tool does not know, so a misspelt filter is not silently ignored. */
export function rejectUnknown(args: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(args).filter((key) => !known.includes(key));
  if (unknown.length)
    throw new ToolArgumentError(`Unknown argument ${unknown.join(', ')}; allowed: ${known.join(', ')}.`);
}

/** Adds days to a YYYY-MM-DD date (negative to go back). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

interface ToolSpec {
  name: string;
  description: string;
  /** The JSON Schema of each argument; no other argument is accepted. */
  properties: Record<string, object>;
  required?: readonly string[];
  run(context: ToolContext, args: Record<string, unknown>): Promise<ToolResult>;
}

/**
 * A tool whose `parameters` are an object of exactly `properties`: an argument not among them is refused (with
 * the allowed ones, in their order) before `run` sees the arguments.
 */
export function defineTool(spec: ToolSpec): ToolDefinition {
  const { name, description, properties, required } = spec;
  const known = Object.keys(properties);
  return {
    name,
    description,
    parameters: { type: 'object', properties, ...(required && { required }), additionalProperties: false },
    async run(context, args) {
      rejectUnknown(args, known);
      return spec.run(context, args);
    },
  };
}
