import bcrypt from 'bcryptjs';

/** GoTrue's bcrypt cost; the seed's pgcrypto hashes ($2a$06$) verify the same way. */
const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
