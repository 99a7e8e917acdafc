import { getSupabase, initSupabase } from '../client';

// The client is typed with the Database generated from the migrations: a table or column that does not exist
// fails the type check (tsc runs over tests), and rows come back with their columns' types.
describe('the Supabase client', () => {
  it('is typed by the generated Database', () => {
    initSupabase(
      { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon' },
      { autoRefreshToken: false },
    );
    const members = getSupabase().from('aide_members').select('id, role, first_name').eq('role', 'admin');
    // @ts-expect-error: not a table of the public schema
    getSupabase().from('aide_not_a_table');
    // @ts-expect-error: aide_members has no column `salary`
    getSupabase().from('aide_members').update({ salary: 1 });
    type Row = NonNullable<Awaited<typeof members>['data']>[number];
    const row: Row = { id: 'm1', role: 'admin', first_name: null };
    expect(row.role).toBe('admin');
  });
});
