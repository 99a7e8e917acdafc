import { selectUser } from '../auth/auth-slice';
import { useAppSelector } from '../store/store';
import { useGetMyMembershipQuery } from './membership-api';

/** The signed-in member and organization (skipped while nobody is signed in). */
export function useCurrentMembership() {
  const user = useAppSelector(selectUser);
  return useGetMyMembershipQuery(user?.id ?? '', { skip: !user });
}
