import { Module } from '@nestjs/common';

/** The ci_variable domain. */
@Module({ providers: [] })
export class CiVariableModule {}
