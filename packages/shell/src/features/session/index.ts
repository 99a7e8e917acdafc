export { MemberSessionGate } from './components/member-session-gate';
