/** The record's last published versions, newest first, each with Revert (POST .../revert). */
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from './types';

export function History({
  entries,
  disabled,
  onRevert,
}: {
  entries: HistoryEntry[];
  disabled: boolean;
  onRevert: (version: number) => void;
}) {
  const newest = [...entries].sort((a, b) => b.version - a.version);
  return (
    <section aria-labelledby="history-title">
      <Typography id="history-title" variant="h4" sx={{ fontSize: '1.1rem' }}>
        History (published versions)
      </Typography>
      {newest.length === 0 ? (
        <Typography>No earlier versions yet.</Typography>
      ) : (
        <List dense>
          {newest.map((entry) => (
            <ListItem
              key={entry.version}
              secondaryAction={
                <Button
                  size="small"
                  variant="outlined"
                  disabled={disabled}
                  onClick={() => onRevert(entry.version)}
                  aria-label={`Revert to version ${entry.version}`}
                >
                  Revert
                </Button>
              }
            >
              <ListItemText
                primary={`Version ${entry.version}`}
                secondary={`published ${entry.published_at}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
