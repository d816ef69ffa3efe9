import { Module } from '@nestjs/common';
import { ServerActions } from './server.actions.js';

@Module({ providers: [ServerActions] })
export class ServerModule {}
