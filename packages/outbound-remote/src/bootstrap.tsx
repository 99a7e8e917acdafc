import { startStandaloneRemote } from '@aide/shared-auth';
import App from './exposes/app';

void startStandaloneRemote('Outbound', App, document.getElementById('root')!);
