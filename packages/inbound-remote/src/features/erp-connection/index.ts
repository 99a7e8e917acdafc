export { ErpConnectionStatus } from './components/erp-connection-status';
