import type { ChatMessage } from './issue-kind';

type OwnId<P extends string> = Record<`${P}_id`, number>;
type OwnTexts<P extends string> = Record<`${P}_content` | `${P}_addTime`, string>;

/**
 * A chat message as an issue API sends it: its own fields named `<prefix>_id`,
 * `<prefix>_content` and `<prefix>_addTime`, then the writer's name and picture.
 */
export type ApiChatMessage<P extends string> = OwnId<P> &
  OwnTexts<P> & {
    /** '' for a technician (shown as Customer Service). */
    user_name: string;
    user_picture: string;
  };

/** Reads an issue API's chat messages as the board's, and writes the board's back. */
export function chatFields<P extends string>(prefix: P) {
  const id = `${prefix}_id` as const;
  const content = `${prefix}_content` as const;
  const addTime = `${prefix}_addTime` as const;
  return {
    toChat: (message: ApiChatMessage<P>): ChatMessage => {
      const own: OwnId<P> = message;
      const texts: OwnTexts<P> = message;
      return {
        id: own[id],
        content: texts[content],
        addTime: texts[addTime],
        userName: message.user_name,
        userPicture: message.user_picture,
      };
    },
    fromChat: (message: ChatMessage): ApiChatMessage<P> =>
      ({
        // An optimistic message has no id yet: a negative one never meets a stored id.
        [id]: typeof message.id === 'number' ? message.id : -Date.now(),
        [content]: message.content,
        [addTime]: message.addTime,
        user_name: message.userName,
        user_picture: message.userPicture,
      }) as ApiChatMessage<P>,
  };
}
