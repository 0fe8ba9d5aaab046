/** Wire types of messaging: a message, and the people one writes to (conversation partners). */

/** Who messages: students write to teachers and teachers to students. */
export type MessagingRole = 'student' | 'teacher';

export interface Message {
  _id: string;
  senderId: string;
  receiverId: string;
  message: string;
  /** RFC 3339, UTC. */
  createdAt: string;
  readAt: string | null;
}

/** Someone to message. */
export interface Person {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  image: string | null;
}

/** Someone the user has exchanged messages with: the latest one and how many are unread. */
export interface Conversation extends Person {
  lastMessage: Message;
  unread: number;
}

/** The signed-in user as the chat shows them. */
export interface Me {
  _id: string;
  full_name: string;
  image: string | null;
}
