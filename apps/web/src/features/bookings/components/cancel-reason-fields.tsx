import { CANCEL_REASON_LABELS, type CancelReason } from '@cuidar/domain/booking-details';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';

const c = bookingsCopy.cancelReason;

export interface CancelReasonErrors {
  code?: string | undefined;
  words?: string | undefined;
}

/**
 * The reason of a cancellation (docs/product.md#cancellation-policy): one of the side's reasons, and
 * the words ('outro' needs them). Changing the reason clears both errors; typing clears the words'.
 */
export function CancelReasonFields({
  reasons,
  code,
  words,
  errors,
  onCode,
  onWords,
  onErrors,
}: {
  reasons: readonly CancelReason[];
  code: string;
  words: string;
  errors: CancelReasonErrors;
  onCode: (code: string) => void;
  onWords: (words: string) => void;
  onErrors: (update: (current: CancelReasonErrors) => CancelReasonErrors) => void;
}) {
  return (
    <>
      <FormField label={c.label} error={errors.code}>
        <Select
          value={code}
          onChange={(e) => {
            onCode(e.target.value);
            onErrors(() => ({}));
          }}
        >
          <option value="">{c.choose}</option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {CANCEL_REASON_LABELS[reason]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={code === 'outro' ? c.describeLabel : c.moreLabel} error={errors.words}>
        <Textarea
          rows={3}
          maxLength={500}
          value={words}
          onChange={(e) => {
            onWords(e.target.value);
            onErrors((current) => ({ ...current, words: undefined }));
          }}
        />
      </FormField>
    </>
  );
}
