import { EventEmitter } from "node:events";
import type { Socket } from "node:net";

/**
 * A socket as a connection cap sees it (server/connection-limits.ts): an address, a timeout,
 * a close. Typed as a Socket for the code under test, which uses nothing else.
 */
export class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  setTimeout() {}
  destroy() {
    this.destroyed = true;
    this.emit("close");
  }
  get asSocket(): Socket {
    return this as unknown as Socket;
  }
}
