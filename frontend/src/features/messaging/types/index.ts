/** Wire types of messaging: a message, and the people one writes to (conversation partners). */

import type * as Wire from '@/types/wire';

/**
 * Who messages: students write to teachers and teachers to students; guardians write to their
 * children's teachers, and those teachers to them.
 */
export type MessagingRole = 'student' | 'teacher' | 'guardian';

export type Message = Wire.MessageView;

/** A child named beside their guardian. */
export type ChildName = Wire.ChildNameView;

/** Someone to message. */
export type Person = Wire.PersonView & Partial<Pick<Wire.GuardianContactView, 'role' | 'guardianOf'>>;

/** Someone the user has exchanged messages with: the latest one and how many are unread. */
export type Conversation = Wire.ConversationView & Pick<Person, 'role' | 'guardianOf'>;

/** The signed-in user as the chat shows them. */
export interface Me {
  _id: string;
  full_name: string;
  image: string | null;
}
