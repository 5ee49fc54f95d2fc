import { webPaths } from '@minda/contracts/paths';
import { useStayPopularCities } from '../api/get-stay-popular-cities.ts';
import { CityTileRail } from './city-tile-rail.tsx';

type Props = { title?: string; description?: string };

/** Popular stay cities, each opening the stay list of its city. */
export function PopularCitiesCarousel({ title = '인기 도시', description = '여행자들이 많이 찾는 도시의 한인민박' }: Props) {
  return (
    <CityTileRail
      title={title}
      description={description}
      query={useStayPopularCities()}
      kind="stay"
      toTile={(city) => ({
        key: city.category,
        href: webPaths.mobile.stayList.href({ cityCode: city.category }),
        imgPath: city.imgPath,
        name: city.categoryName,
        country: city.countryName,
      })}
    />
  );
}
