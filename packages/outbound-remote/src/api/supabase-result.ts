/** A failed supabase call as an RTK Query queryFn error: describeError shows `message` to the user. */
export function supabaseError(message: string) {
  return { error: { status: 'CUSTOM_ERROR' as const, error: message } };
}

/**
 * A queryFn's answer to a supabase update of one row, run with `.select('id')`. Row-level security turns a
 * forbidden update into "0 rows changed", not an error: that answers with `forbidden`.
 */
export async function rowUpdateResult(
  update: PromiseLike<{ data: unknown[] | null; error: { message: string } | null }>,
  forbidden: string,
) {
  const { data, error } = await update;
  if (error) return supabaseError(error.message);
  if (!data?.length) return supabaseError(forbidden);
  return { data: null };
}
