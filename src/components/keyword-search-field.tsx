import { IconButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icon-paths/search';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';

export type KeywordSearchFieldProps = Omit<
  TextFieldProps,
  'fullWidth' | 'size' | 'maxLength' | 'endAdornment'
>;

/**
 * The one field of a keyword search form: full width, small, as long as a keyword may be,
 * ending in the form's Search button.
 */
export function KeywordSearchField(props: KeywordSearchFieldProps) {
  return (
    <TextField
      fullWidth
      size="small"
      maxLength={MAX_KEYWORD_LENGTH}
      endAdornment={
        <IconButton type="submit" aria-label="Search">
          <Icon path={searchIcon} />
        </IconButton>
      }
      {...props}
    />
  );
}
