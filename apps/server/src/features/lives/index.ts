/** Live classes streamed through Studio (issue 37): the engine's calls, the replay. */
export { createChatHub } from './chat-hub';
export { chatRoutes } from './chat-routes';
export { liveEngineRoutes } from './engine-routes';
export { classPath, liveRemindersHandler } from './reminders';
export { liveReplayHandler } from './replay';
export { endAllStreams } from './streams';
