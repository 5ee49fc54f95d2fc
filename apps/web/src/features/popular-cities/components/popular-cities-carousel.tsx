import { platformPaths } from '@minda/contracts/paths';
import { usePlatform } from '../../../lib/platform.tsx';
import { useStayPopularCities } from '../api/get-stay-popular-cities.ts';
import { CityTileRail } from './city-tile-rail.tsx';

type Props = { title?: string; description?: string };

/** Popular stay cities: the five theme-page groups open their theme page, any other city its stay list. */
export function PopularCitiesCarousel({ title = '인기 도시', description = '여행자들이 많이 찾는 도시의 한인민박' }: Props) {
  const paths = platformPaths[usePlatform()];
  return (
    <CityTileRail
      title={title}
      description={description}
      query={useStayPopularCities()}
      kind="stay"
      toTile={(city) => ({
        type: 'STAY',
        key: city.category,
        mindaCityCode: city.category,
        link: paths.stayList({ cityCode: city.category }),
        imgPath: city.imgPath,
        name: city.categoryName,
        country: city.countryName,
      })}
    />
  );
}
