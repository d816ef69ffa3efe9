import { Module } from '@nestjs/common';
import { InteractiveActions } from './interactive.actions.js';

/** The guided creation flows; they run the plain actions through the action kit's runner port. */
@Module({ providers: [InteractiveActions] })
export class InteractiveModule {}
