import { platformPaths } from '@minda/contracts/paths';
import { usePlatform } from '../../../lib/platform.tsx';
import { useTourPopularCities } from '../api/get-tour-popular-cities.ts';
import { CityTileRail } from './city-tile-rail.tsx';

type Props = { title?: string; description?: string };

/** Popular tour cities, each opening the tour list of its city. */
export function TourPopularCities({ title = '인기 여행 도시', description = '도시별 투어·티켓 모아보기' }: Props) {
  const paths = platformPaths[usePlatform()];
  return (
    <CityTileRail
      title={title}
      description={description}
      query={useTourPopularCities()}
      kind="tour"
      toTile={(city) => ({
        type: 'TOUR',
        key: city.category,
        mindaCityCode: city.category,
        link: paths.tourList(city.category),
        imgPath: city.imgPathGuideBook,
        name: city.categoryName,
        country: city.countryName,
      })}
    />
  );
}
