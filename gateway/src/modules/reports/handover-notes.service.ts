import { Inject, Injectable } from '@nestjs/common';
import { type HandoverNote, HandoverNoteSchema } from '@taxi/contracts';
import { SharedValues } from '@/shared-state/shared-values';

const NOTE_KEY = 'handover-note';

/** The one current handover note, kept for every replica (Redis when set, this process otherwise). */
@Injectable()
export class HandoverNotes {
  constructor(@Inject(SharedValues) private readonly values: SharedValues) {}

  async current(): Promise<HandoverNote | null> {
    const text = await this.values.get(NOTE_KEY);
    if (text === null) {
      return null;
    }
    try {
      const parsed = HandoverNoteSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async save(text: string, author: string | null, at: Date): Promise<HandoverNote> {
    const note: HandoverNote = { text, author, at: at.toISOString() };
    await this.values.set(NOTE_KEY, JSON.stringify(note));
    return note;
  }
}
