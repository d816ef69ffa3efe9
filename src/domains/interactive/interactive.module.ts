import { Module } from '@nestjs/common';
import { CapabilitiesModule } from '../../capabilities/capabilities.module.js';
import { InteractiveActions } from './interactive.actions.js';

/** The guided creation flows; they run the plain actions through the catalog. */
@Module({ imports: [CapabilitiesModule], providers: [InteractiveActions] })
export class InteractiveModule {}
