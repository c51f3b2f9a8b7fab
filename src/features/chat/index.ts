export { ChatAssistant } from './chat-assistant';
