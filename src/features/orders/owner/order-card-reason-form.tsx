import { useId, useState, type FormEvent } from 'react';
import {
  CANCEL_REASONS,
  CANCELLATION_REASON_LABELS,
  MAX_CANCEL_NOTE_LENGTH,
  type CancelReason,
} from '@contract/kitchen-limits';
import type { KitchenCancel } from '@machines/orders/owner-order.machine';
import { KITCHEN_TEXTS } from './owner-orders.texts';
import { KitchenRow, NoteCount, ReasonForm } from './order-card-kitchen.styles';
import { SmallButton } from './order-card.styles';

/** A line the owner may refund: its index in the order and how the card names it. */
export interface RefundableLine {
  index: number;
  text: string;
}

export interface OrderCardReasonFormProps {
  /** Reject (a new order, all of it) or cancel (an accepted one, the lines ticked). */
  kind: 'reject' | 'cancel';
  /** The lines not yet refunded; cancel only. */
  lines?: RefundableLine[];
  /** The server has the form: it cannot be changed or sent again until it answers. */
  sending: boolean;
  onSend: (answer: KitchenCancel) => void;
  onBack: () => void;
}

/**
 * Why the kitchen says no: a reason (Other needs a note), and for a cancel the lines to refund,
 * every one ticked at first. What is filled in stays while the form shows, so that after a
 * failure the owner sends it again as it was.
 */
export function OrderCardReasonForm({
  kind,
  lines,
  sending,
  onSend,
  onBack,
}: OrderCardReasonFormProps) {
  const id = useId();
  const [reason, setReason] = useState<CancelReason>();
  const [note, setNote] = useState('');
  const [ticked, setTicked] = useState(() => lines?.map((line) => line.index) ?? []);
  const needsNote = reason === 'other' && note.trim() === '';
  const noLines = kind === 'cancel' && ticked.length === 0;
  const everyLine = ticked.length === (lines?.length ?? 0);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || needsNote || noLines) return;
    onSend({
      reason,
      ...(reason === 'other' ? { note: note.trim() } : {}),
      // Every line left is the whole order (its delivery too): the server takes no list then.
      ...(kind === 'cancel' && !everyLine ? { lines: ticked } : {}),
    });
  };
  const toggle = (index: number) =>
    setTicked((now) =>
      now.includes(index)
        ? now.filter((each) => each !== index)
        : [...now, index].sort((a, b) => a - b),
    );
  const submitText =
    kind === 'reject'
      ? KITCHEN_TEXTS.rejectOrder
      : everyLine
        ? KITCHEN_TEXTS.cancelOrder
        : KITCHEN_TEXTS.refundSome(ticked.length);

  return (
    <ReasonForm onSubmit={send} aria-busy={sending}>
      <fieldset disabled={sending}>
        <legend>{kind === 'reject' ? KITCHEN_TEXTS.rejectWhy : KITCHEN_TEXTS.cancelWhy}</legend>
        {CANCEL_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {CANCELLATION_REASON_LABELS[value]}
          </label>
        ))}
        {reason === 'other' && (
          <>
            <label htmlFor={`${id}-note`}>{KITCHEN_TEXTS.note}</label>
            <textarea
              id={`${id}-note`}
              value={note}
              maxLength={MAX_CANCEL_NOTE_LENGTH}
              required
              onChange={(event) => setNote(event.target.value)}
            />
            <NoteCount aria-hidden="true">
              {KITCHEN_TEXTS.noteCount(note.length, MAX_CANCEL_NOTE_LENGTH)}
            </NoteCount>
          </>
        )}
      </fieldset>
      {lines && (
        <fieldset disabled={sending}>
          <legend>{KITCHEN_TEXTS.refundLines}</legend>
          {lines.map((line) => (
            <label key={line.index}>
              <input
                type="checkbox"
                checked={ticked.includes(line.index)}
                onChange={() => toggle(line.index)}
              />
              {line.text}
            </label>
          ))}
        </fieldset>
      )}
      <KitchenRow>
        <SmallButton
          type="submit"
          $variant="danger"
          aria-busy={sending}
          disabled={sending || !reason || needsNote || noLines}
        >
          {submitText}
        </SmallButton>
        <SmallButton type="button" $variant="outline" disabled={sending} onClick={onBack}>
          {KITCHEN_TEXTS.back}
        </SmallButton>
      </KitchenRow>
    </ReasonForm>
  );
}
