/** One language of the server's message catalogue, made at build time (build/server-messages.ts). */
declare module 'virtual:server-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
