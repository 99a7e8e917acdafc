export { ConsoleLayout } from './components/console-layout';
export { ConsoleGate } from './components/console-gate';
