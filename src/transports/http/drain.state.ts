import { Injectable } from '@nestjs/common';

/**
 * Whether the process is draining: set once at SIGTERM, read by `/health` (503 `draining`) and
 * by the hook that closes keep-alive connections after each response.
 */
@Injectable()
export class DrainState {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }
}
