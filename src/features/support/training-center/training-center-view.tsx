import { LibraryPage } from '../components/library-page';
import { videoLibrary } from './api/video-library';
import { VideoCard } from './components/video-card';
import type { TrainingCenterProps } from './types';

const LABELS = { list: 'Videos', grid: 'Videos', empty: 'No videos found.' };

/**
 * Training center: the library page of videos ("All" plus the video categories, a
 * keyword search); a video plays in place, embedded or through a link.
 */
export default function TrainingCenterView(props: TrainingCenterProps) {
  return (
    <LibraryPage
      {...props}
      source={videoLibrary}
      labels={LABELS}
      renderCard={(video) => <VideoCard video={video} />}
    />
  );
}
