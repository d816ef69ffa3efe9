import type { SimRequest } from './gitlab-sim.interface';

/** The request log behind {@link GitlabSim.requests}. */
export class RequestRecorder {
  private readonly log: SimRequest[] = [];

  get entries(): readonly SimRequest[] {
    return this.log;
  }

  record(entry: SimRequest): void {
    this.log.push(entry);
  }

  clear(): void {
    this.log.length = 0;
  }
}
