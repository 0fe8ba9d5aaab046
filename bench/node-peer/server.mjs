// The original stack's live channel, for bench/realtime.sh to measure Lyceum against: an Express
// server with socket.io that keeps one socket id per user (the user id comes as a query
// parameter), sends everyone the whole online list whenever someone connects or disconnects, and
// relays `sendMessage` to the receiver's socket as `newMessage`. No database and no sign-in: only
// the relay. Usage: node bench/node-peer/server.mjs [port] (prints `listening on <port>`).
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';

import express from 'express';
import { Server } from 'socket.io';

const app = express();
app.get('/health', (_req, res) => res.send('ok'));
const server = createServer(app);
const io = new Server(server, { cors: { origin: '*' } });

// userId → socket id: the latest tab of a user wins, as in the original.
const userSocketMap = {};

io.on('connection', (socket) => {
  const userId = socket.handshake.query.userId;
  if (userId !== undefined && userId !== 'undefined') userSocketMap[userId] = socket.id;
  io.emit('getOnlineUsers', Object.keys(userSocketMap));

  socket.on('sendMessage', ({ receiverId, message }) => {
    const now = new Date().toISOString();
    const saved = { _id: randomUUID(), senderId: userId, receiverId, message, createdAt: now, updatedAt: now };
    const receiverSocketId = userSocketMap[receiverId];
    if (receiverSocketId) io.to(receiverSocketId).emit('newMessage', saved);
  });

  socket.on('disconnect', () => {
    delete userSocketMap[userId];
    io.emit('getOnlineUsers', Object.keys(userSocketMap));
  });
});

server.listen(Number(process.argv[2] ?? 5000), '127.0.0.1', () => {
  console.log(`listening on ${server.address().port}`);
});
