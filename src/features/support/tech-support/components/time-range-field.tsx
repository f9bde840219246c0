import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useId } from 'react';
import { TECH_SUPPORT_MESSAGES } from '@/contract/tech-support-messages';
import { formatTimeRange, isChosen, type TimeRange } from '../time-range';

/** What the field shows in the pickers: the sent format without seconds, 24-hour clock. */
const FIELD_FORMAT = 'YYYY-MM-DD HH:mm';

export interface TimeRangeFieldProps {
  value: TimeRange;
  onChange: (value: TimeRange) => void;
  /** The visitor left one of the pickers. */
  onBlur: () => void;
  /** The range's message, once it shows (touched or submitted). */
  error?: string;
  /** Touched and valid: the success state. */
  success: boolean;
}

const successOutline = {
  '& .MuiPickersOutlinedInput-notchedOutline': { borderColor: 'success.main' },
} as const;

/**
 * The appointment's date-time range: a start and an end picker (the community pickers have
 * no range picker). Error state when a time is missing ("Please select a
 * time"), success state (green frames and the range as it will be sent) once both are chosen.
 */
export function TimeRangeField({ value, onChange, onBlur, error, success }: TimeRangeFieldProps) {
  const legendId = useId();
  const { start, end } = value;
  // Each picker says what it lacks; the order message belongs to the end.
  const startError = error && !isChosen(start) ? TECH_SUPPORT_MESSAGES.time : undefined;
  const endError = error
    ? !isChosen(end)
      ? TECH_SUPPORT_MESSAGES.time
      : error === TECH_SUPPORT_MESSAGES.timeOrder
        ? error
        : undefined
    : undefined;

  const picker = (
    which: keyof TimeRange,
    label: string,
    fieldError: string | undefined,
    minDateTime?: Dayjs,
  ) => (
    <DateTimePicker
      label={label}
      value={value[which]}
      onChange={(next: Dayjs | null) => onChange({ ...value, [which]: next })}
      onClose={onBlur}
      ampm={false}
      format={FIELD_FORMAT}
      disablePast
      minDateTime={minDateTime}
      slotProps={{
        textField: {
          name: `reservation_${which}`,
          required: true,
          fullWidth: true,
          onBlur,
          error: Boolean(fieldError),
          helperText: fieldError,
          sx: success ? successOutline : undefined,
        },
      }}
    />
  );

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography
        component="legend"
        id={legendId}
        variant="subtitle2"
        sx={{ mb: 1.5, p: 0, color: error ? 'error.main' : 'text.secondary' }}
      >
        Appointment time
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {picker('start', 'Start time', startError)}
        {picker('end', 'End time', endError, isChosen(start) ? start : undefined)}
      </Box>
      {success ? (
        <Typography
          variant="body2"
          sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}
        >
          <CheckCircleIcon fontSize="small" aria-hidden />
          {formatTimeRange(value)}
        </Typography>
      ) : null}
    </Box>
  );
}
