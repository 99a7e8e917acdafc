import { startStandaloneRemote } from '@aide/shared-auth';
import App from './exposes/app';

void startStandaloneRemote('Inbound', App, document.getElementById('root')!);
