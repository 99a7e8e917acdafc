// The Aide API's contract for the apps: request and response types of every route, generated from the
// API's OpenAPI document into ./openapi.ts (never edit it: `pnpm --filter @aide/api contract`).
import type { paths } from './openapi';

export type { paths } from './openapi';

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body a route answers with `status` (200 unless told). */
export type ApiResponse<P extends ApiPath, M extends Method, S extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (S extends keyof R ? JsonOf<R[S]> : never) : never;

/** The JSON body a route accepts. */
export type ApiRequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

/** A route's query string parameters. */
export type ApiQuery<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

// The database's types for supabase-js (`createClient<Database>`), generated from the migrations into
// ./database.ts (never edit it: `pnpm --filter @aide/supabase-emulator db-types`).
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database';
