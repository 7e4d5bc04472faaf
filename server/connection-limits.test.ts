import { EventEmitter } from "node:events";
import type { Server } from "node:http";
import { describe, expect, it } from "vitest";
import { FakeSocket } from "../tests/support/fake-socket";
import { CONNECTION_LIMITS, limitConnections } from "./connection-limits";

function limitedServer() {
  const server = new EventEmitter() as EventEmitter & Server;
  limitConnections(server, () => false, { ...CONNECTION_LIMITS, perClient: 4, perNetwork: 64 });
  return (address: string) => {
    const socket = new FakeSocket(address);
    server.emit("connection", socket);
    return socket;
  };
}

describe("limitConnections", () => {
  it("lets the /64s of one /48 hold at most the network's connections, and serves others", () => {
    const open = limitedServer();
    const sockets = Array.from({ length: 256 }, (_, i) =>
      Array.from({ length: 4 }, () => open(`2001:db8:48:${i.toString(16)}::1`)),
    ).flat();
    expect(sockets.filter((socket) => !socket.destroyed)).toHaveLength(64);
    expect(open("2001:db8:49::1").destroyed).toBe(false);
    expect(open("198.51.100.7").destroyed).toBe(false);
    // A closed connection gives its network's place back.
    sockets.find((socket) => !socket.destroyed)?.destroy();
    expect(open("2001:db8:48:ffff::1").destroyed).toBe(false);
    expect(open("2001:db8:48:fffe::1").destroyed).toBe(true);
  });

  it("still caps one client at perClient", () => {
    const open = limitedServer();
    const sockets = Array.from({ length: 5 }, () => open("2001:db8:48:1::1"));
    expect(sockets.map((socket) => socket.destroyed)).toEqual([false, false, false, false, true]);
    expect(open("2001:db8:48:2::1").destroyed).toBe(false);
  });
});
