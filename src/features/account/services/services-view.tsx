import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link } from '@/components/ui/link';
import type { AccountPageViewProps } from '../types';

/** The after-service page: a container; here, a card per child page. */
export default function ServicesView({ menu }: AccountPageViewProps) {
  const services = menu.find((item) => item.path.endsWith('/services'))?.children ?? [];
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {services.map((service) => (
        <Card key={service.id} variant="outlined" component="li">
          <CardActionArea component={Link} href={service.path} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {service.name}
              </Typography>
              {service.introduce && (
                <Typography variant="body2" color="text.secondary">
                  {service.introduce}
                </Typography>
              )}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
