/** Wire types of messaging: a message, and the people one writes to (conversation partners). */

/**
 * Who messages: students write to teachers and teachers to students; guardians write to their
 * children's teachers, and those teachers to them.
 */
export type MessagingRole = 'student' | 'teacher' | 'guardian';

export interface Message {
  _id: string;
  senderId: string;
  receiverId: string;
  message: string;
  /** RFC 3339, UTC. */
  createdAt: string;
  readAt: string | null;
}

/** A child named beside their guardian. */
export interface ChildName {
  _id: string;
  full_name: string;
}

/** Someone to message. */
export interface Person {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  image: string | null;
  /** Set on a guardian, as a teacher finds and talks to them. */
  role?: 'guardian';
  /** A guardian's children among the teacher's students. */
  guardianOf?: ChildName[];
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
