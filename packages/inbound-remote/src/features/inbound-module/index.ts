export { InboundModulePage } from './components/inbound-module-page';
