// testcage: forwards loopback connections to the egress proxy's socket; written by testcage.
"use strict";
const net = require("node:net");
const fs = require("node:fs");
const [port, socketPath, readyFile] = process.argv.slice(2);
const server = net.createServer((client) => {
  const upstream = net.connect(socketPath);
  client.pipe(upstream);
  upstream.pipe(client);
  client.on("error", () => upstream.destroy());
  upstream.on("error", () => client.destroy());
  client.on("close", () => upstream.destroy());
  upstream.on("close", () => client.destroy());
});
server.listen(Number(port), "127.0.0.1", () => fs.writeFileSync(readyFile, "ready\n"));
