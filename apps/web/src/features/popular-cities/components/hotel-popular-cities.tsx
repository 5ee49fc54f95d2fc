import { webPaths } from '@minda/contracts/paths';
import { useHotelPopularCities } from '../api/get-hotel-popular-cities.ts';
import { CityTileRail } from './city-tile-rail.tsx';

type Props = { title?: string; description?: string };

/** Popular hotel cities, each opening the hotel list of its city. */
export function HotelPopularCities({ title = '인기 호텔 도시', description = '여행자들이 많이 찾는 도시의 호텔' }: Props) {
  return (
    <CityTileRail
      title={title}
      description={description}
      query={useHotelPopularCities()}
      kind="hotel"
      toTile={(city) => ({
        type: 'HOTEL',
        key: city.cityId,
        link: webPaths.pc.hotelList.href({ cityId: city.cityId }),
        imgPath: city.thumbnailPath,
        name: city.cityName,
      })}
    />
  );
}
