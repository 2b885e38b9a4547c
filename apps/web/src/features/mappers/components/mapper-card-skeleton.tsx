import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The placeholder of a {@link MapperCard} while the list loads. */
export function MapperCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="mapper-card-skeleton">
      <CardContent sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Stack>
        </Stack>
        <Skeleton height={40} />
      </CardContent>
    </Card>
  );
}
