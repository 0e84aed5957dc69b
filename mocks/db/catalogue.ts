/**
 * The fleet the seed builds from: real models with their published figures (rounded), the body style their
 * studio renders use, and the paints they come in. Flags pin the few facts tests rely on (featured, inactive,
 * status) so the invariants do not depend on random draws.
 */
import type { components } from '../../domain/api-schema';
import type { BodyStyle, PaintSlug } from '../../scripts/assets/fleet-images/palette';

type Schemas = components['schemas'];

export interface CatalogueEntry {
  brand: string;
  model: string;
  year: number;
  category: Schemas['CarCategory'];
  body: BodyStyle;
  transmission: Schemas['Transmission'];
  fuelType: Schemas['FuelType'];
  seats: number;
  engine: string;
  horsepower: number;
  topSpeed: number;
  acceleration: string;
  paints: readonly PaintSlug[];
  /** The first sentence of the description: what this car is about. */
  tagline: string;
  featured?: boolean;
  inactive?: boolean;
  status?: Schemas['CarStatus'];
  location?: string;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  // Ferrari
  {
    brand: 'Ferrari', model: 'SF90 Stradale', year: 2024, category: 'Sports', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Hybrid', seats: 2,
    engine: '4.0L twin-turbo V8 plug-in hybrid', horsepower: 986, topSpeed: 340, acceleration: '2.5s',
    paints: ['red', 'yellow', 'black'], featured: true,
    tagline: "Maranello's first series-production plug-in hybrid turns three electric motors and a V8 into the most powerful road Ferrari of its generation.",
  },
  {
    brand: 'Ferrari', model: '296 GTB', year: 2024, category: 'Sports', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Hybrid', seats: 2,
    engine: '3.0L twin-turbo V6 plug-in hybrid', horsepower: 830, topSpeed: 330, acceleration: '2.9s',
    paints: ['red', 'grey', 'white'],
    tagline: 'A compact mid-engined berlinetta whose hybrid V6 sings like a twelve-cylinder and answers the throttle instantly.',
  },
  {
    brand: 'Ferrari', model: 'Roma', year: 2023, category: 'Coupe', body: 'coupe',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 4,
    engine: '3.9L twin-turbo V8', horsepower: 620, topSpeed: 320, acceleration: '3.4s',
    paints: ['blue', 'grey', 'silver'],
    tagline: 'Ferrari reimagined the elegant front-engined grand tourer of the 1960s for the Dolce Vita of the present day.',
  },
  {
    brand: 'Ferrari', model: 'Roma Spider', year: 2024, category: 'Convertible', body: 'convertible',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 4,
    engine: '3.9L twin-turbo V8', horsepower: 620, topSpeed: 320, acceleration: '3.4s',
    paints: ['red', 'white', 'blue'], status: 'rented',
    tagline: 'A soft-top opens in 13.5 seconds at up to 60 km/h, turning the Jumeirah Beach Road into your private stage.',
  },
  {
    brand: 'Ferrari', model: 'Purosangue', year: 2024, category: 'SUV', body: 'supersuv',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 4,
    engine: '6.5L naturally aspirated V12', horsepower: 725, topSpeed: 310, acceleration: '3.3s',
    paints: ['burgundy', 'black', 'grey'],
    tagline: 'The first four-door, four-seat Ferrari keeps a naturally aspirated V12 up front and rear-hinged doors for a grand entrance.',
  },
  // Lamborghini
  {
    brand: 'Lamborghini', model: 'Urus S', year: 2024, category: 'SUV', body: 'supersuv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '4.0L twin-turbo V8', horsepower: 666, topSpeed: 305, acceleration: '3.5s',
    paints: ['yellow', 'orange', 'black', 'white'], featured: true,
    tagline: 'The Super SUV pairs supercar pace with room for five and their luggage, from the Dubai Mall valet to the Hatta dunes.',
  },
  {
    brand: 'Lamborghini', model: 'Huracán EVO Spyder', year: 2023, category: 'Convertible', body: 'spyder',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 2,
    engine: '5.2L naturally aspirated V10', horsepower: 640, topSpeed: 325, acceleration: '3.1s',
    paints: ['green', 'orange', 'yellow'],
    tagline: 'Drop the roof and let the naturally aspirated V10 fill the night air on Sheikh Zayed Road.',
  },
  {
    brand: 'Lamborghini', model: 'Revuelto', year: 2025, category: 'Sports', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Hybrid', seats: 2,
    engine: '6.5L V12 with three electric motors', horsepower: 1015, topSpeed: 350, acceleration: '2.5s',
    paints: ['orange', 'grey', 'green'], featured: true,
    tagline: "Sant'Agata's first V12 hybrid HPEV keeps the scissor doors and adds over a thousand horsepower.",
  },
  {
    brand: 'Lamborghini', model: 'Huracán STO', year: 2023, category: 'Sports', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 2,
    engine: '5.2L naturally aspirated V10', horsepower: 640, topSpeed: 310, acceleration: '3.0s',
    paints: ['blue', 'orange', 'white'], status: 'maintenance',
    tagline: 'A homologated race car for the road, with a one-piece carbon cofango and a roof scoop straight from the Super Trofeo.',
  },
  // Bentley
  {
    brand: 'Bentley', model: 'Continental GT Speed', year: 2024, category: 'Coupe', body: 'coupe',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '6.0L twin-turbo W12', horsepower: 659, topSpeed: 335, acceleration: '3.6s',
    paints: ['green', 'silver', 'black'], featured: true,
    tagline: 'The definitive grand tourer: hand-stitched leather, a rotating dashboard and a W12 that makes light work of any distance.',
  },
  {
    brand: 'Bentley', model: 'Bentayga EWB', year: 2024, category: 'SUV', body: 'suv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '4.0L twin-turbo V8', horsepower: 550, topSpeed: 290, acceleration: '4.6s',
    paints: ['white', 'blue', 'black'],
    tagline: 'An extended wheelbase and Airline Seats that recline to forty degrees make the Bentayga a first-class lounge on wheels.',
  },
  {
    brand: 'Bentley', model: 'Flying Spur', year: 2023, category: 'Sedan', body: 'sedan',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '4.0L twin-turbo V8', horsepower: 550, topSpeed: 318, acceleration: '4.1s',
    paints: ['blue', 'black', 'burgundy'],
    tagline: 'A four-door Bentley built to be driven as much as to be driven in, with the Flying B rising from the bonnet.',
  },
  {
    brand: 'Bentley', model: 'Continental GTC', year: 2023, category: 'Convertible', body: 'convertible',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '4.0L twin-turbo V8', horsepower: 550, topSpeed: 318, acceleration: '4.0s',
    paints: ['white', 'silver', 'burgundy'],
    tagline: 'A tweed-effect roof, neck warmers and four real seats make the GTC the most civilised way to see the Dubai skyline.',
  },
  // Rolls Royce
  {
    brand: 'Rolls Royce', model: 'Cullinan', year: 2024, category: 'SUV', body: 'suv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '6.75L twin-turbo V12', horsepower: 563, topSpeed: 250, acceleration: '5.2s',
    paints: ['black', 'white', 'silver'], featured: true,
    tagline: 'Effortless everywhere: the Magic Carpet Ride suspension glides over desert tracks as serenely as over Downtown boulevards.',
  },
  {
    brand: 'Rolls Royce', model: 'Ghost', year: 2024, category: 'Luxury', body: 'sedan',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '6.75L twin-turbo V12', horsepower: 563, topSpeed: 250, acceleration: '4.8s',
    paints: ['silver', 'black', 'blue'],
    tagline: 'Post-opulent design and a Starlight Headliner of hand-placed fibre-optic stars above the rear seats.',
  },
  {
    brand: 'Rolls Royce', model: 'Spectre', year: 2025, category: 'Coupe', body: 'coupe',
    transmission: 'Automatic', fuelType: 'Electric', seats: 4,
    engine: 'Twin electric motors, 102 kWh battery', horsepower: 577, topSpeed: 250, acceleration: '4.5s',
    paints: ['blue', 'white', 'burgundy'], featured: true,
    tagline: 'The first fully electric Rolls-Royce is a silent, two-door ultra-luxury coupe with the widest grille the marque has made.',
  },
  {
    brand: 'Rolls Royce', model: 'Phantom', year: 2023, category: 'Luxury', body: 'sedan',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '6.75L twin-turbo V12', horsepower: 563, topSpeed: 250, acceleration: '5.3s',
    paints: ['black', 'burgundy', 'white'], status: 'rented',
    tagline: 'The pinnacle of the marque, with coach doors, a Gallery across the dashboard and more than 130 kg of sound insulation.',
  },
  {
    brand: 'Rolls Royce', model: 'Dawn', year: 2022, category: 'Convertible', body: 'convertible',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '6.6L twin-turbo V12', horsepower: 563, topSpeed: 250, acceleration: '4.9s',
    paints: ['white', 'blue', 'silver'],
    tagline: 'A true four-seat drophead whose silent roof folds away in twenty-two seconds for sunset drives along the Palm.',
  },
  // Porsche
  {
    brand: 'Porsche', model: '911 Turbo S', year: 2024, category: 'Sports', body: 'rearengine',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 4,
    engine: '3.8L twin-turbo flat-six', horsepower: 650, topSpeed: 330, acceleration: '2.7s',
    paints: ['silver', 'grey', 'black'], featured: true,
    tagline: 'The everyday supercar: all-wheel drive, an eight-speed PDK and launch control that embarrasses cars twice its price.',
  },
  {
    brand: 'Porsche', model: '911 GT3 Touring', year: 2023, category: 'Sports', body: 'rearengine',
    transmission: 'Manual', fuelType: 'Petrol', seats: 2,
    engine: '4.0L naturally aspirated flat-six', horsepower: 510, topSpeed: 318, acceleration: '3.9s',
    paints: ['green', 'white', 'grey'],
    tagline: 'A 9,000 rpm motorsport flat-six and a six-speed manual gearbox, hidden beneath a discreet body without the rear wing.',
  },
  {
    brand: 'Porsche', model: 'Cayenne Turbo GT', year: 2024, category: 'SUV', body: 'supersuv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '4.0L twin-turbo V8', horsepower: 650, topSpeed: 305, acceleration: '3.3s',
    paints: ['grey', 'black', 'white'],
    tagline: 'Porsche took the Cayenne Coupé to the Nürburgring and came back with the fastest SUV it has ever built.',
  },
  {
    brand: 'Porsche', model: 'Taycan Turbo S', year: 2024, category: 'Sedan', body: 'sedan',
    transmission: 'Automatic', fuelType: 'Electric', seats: 4,
    engine: 'Dual electric motors, 105 kWh battery', horsepower: 938, topSpeed: 260, acceleration: '2.4s',
    paints: ['white', 'blue', 'silver'],
    tagline: 'An 800-volt electric sports saloon that charges from ten to eighty percent in eighteen minutes and launches like a rocket.',
  },
  {
    brand: 'Porsche', model: '911 Targa 4 GTS', year: 2024, category: 'Convertible', body: 'targa',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 4,
    engine: '3.0L twin-turbo flat-six', horsepower: 480, topSpeed: 304, acceleration: '3.4s',
    paints: ['red', 'silver', 'blue'],
    tagline: 'The iconic Targa bar and a roof that lifts away in nineteen seconds make it the most theatrical 911 in the range.',
  },
  // Mercedes
  {
    brand: 'Mercedes', model: 'G 63 AMG', year: 2024, category: 'SUV', body: 'offroader',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '4.0L twin-turbo V8', horsepower: 585, topSpeed: 220, acceleration: '4.5s',
    paints: ['black', 'white', 'green'], featured: true,
    tagline: 'The G-Wagon needs no introduction: three locking differentials, side-exit exhausts and unmistakable presence on any street in Dubai.',
  },
  {
    brand: 'Mercedes', model: 'S 580', year: 2024, category: 'Luxury', body: 'sedan',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '4.0L twin-turbo V8 with EQ Boost', horsepower: 496, topSpeed: 250, acceleration: '4.4s',
    paints: ['black', 'silver', 'blue'],
    tagline: 'The benchmark of the luxury saloon, with massaging executive rear seats and an augmented-reality head-up display.',
  },
  {
    brand: 'Mercedes', model: 'AMG GT 63', year: 2024, category: 'Coupe', body: 'coupe',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '4.0L twin-turbo V8', horsepower: 577, topSpeed: 315, acceleration: '3.2s',
    paints: ['yellow', 'grey', 'silver'],
    tagline: 'Affalterbach rebuilt its halo coupe with all-wheel drive, rear-axle steering and room for two more.',
  },
  {
    brand: 'Mercedes', model: 'Maybach GLS 600', year: 2024, category: 'Luxury', body: 'suv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '4.0L twin-turbo V8 with EQ Boost', horsepower: 550, topSpeed: 250, acceleration: '4.9s',
    paints: ['black', 'burgundy', 'silver'],
    tagline: 'Two reclining executive seats, a champagne cooler and a Maybach grille make every transfer a private-jet experience.',
  },
  {
    brand: 'Mercedes', model: 'AMG SL 63', year: 2023, category: 'Convertible', body: 'convertible',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '4.0L twin-turbo V8', horsepower: 577, topSpeed: 315, acceleration: '3.6s',
    paints: ['red', 'silver', 'white'],
    tagline: 'The legendary SL returns to its roadster roots with a fabric roof, 2+2 seating and a hand-built AMG V8.',
  },
  {
    brand: 'Mercedes', model: 'V-Class VIP', year: 2024, category: 'Luxury', body: 'mpv',
    transmission: 'Automatic', fuelType: 'Diesel', seats: 7,
    engine: '2.0L turbo-diesel four-cylinder', horsepower: 237, topSpeed: 220, acceleration: '7.9s',
    paints: ['black', 'silver'],
    tagline: 'A chauffeur-ready lounge for seven with captain seats, ambient lighting and room for a family\'s luggage from DXB.',
  },
  // BMW
  {
    brand: 'BMW', model: 'M8 Competition Coupe', year: 2023, category: 'Coupe', body: 'coupe',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '4.4L twin-turbo V8', horsepower: 617, topSpeed: 305, acceleration: '3.2s',
    paints: ['blue', 'grey', 'white'],
    tagline: "BMW's flagship coupe blends a grand tourer's comfort with the M division's track-honed chassis.",
  },
  {
    brand: 'BMW', model: 'X7 M60i', year: 2024, category: 'SUV', body: 'suv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 7,
    engine: '4.4L twin-turbo V8', horsepower: 523, topSpeed: 250, acceleration: '4.7s',
    paints: ['black', 'white', 'grey'],
    tagline: 'Seven full-size seats, a crystal gear selector and a V8 that makes the largest BMW feel light on its feet.',
  },
  {
    brand: 'BMW', model: 'i7 xDrive60', year: 2024, category: 'Luxury', body: 'sedan',
    transmission: 'Automatic', fuelType: 'Electric', seats: 5,
    engine: 'Dual electric motors, 101.7 kWh battery', horsepower: 536, topSpeed: 240, acceleration: '4.7s',
    paints: ['silver', 'black', 'blue'],
    tagline: 'An all-electric limousine whose 31-inch Theatre Screen folds down from the roof for rear passengers.',
  },
  {
    brand: 'BMW', model: 'M4 Competition Convertible', year: 2023, category: 'Convertible', body: 'convertible',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '3.0L twin-turbo inline-six', horsepower: 503, topSpeed: 280, acceleration: '3.7s',
    paints: ['yellow', 'blue', 'green'],
    tagline: 'M xDrive traction and a soft-top that opens in eighteen seconds make it a four-seat sports car for every season.',
  },
  {
    brand: 'BMW', model: 'M5', year: 2025, category: 'Sedan', body: 'sedan',
    transmission: 'Automatic', fuelType: 'Hybrid', seats: 5,
    engine: '4.4L twin-turbo V8 plug-in hybrid', horsepower: 717, topSpeed: 305, acceleration: '3.5s',
    paints: ['grey', 'green', 'blue'], status: 'not available',
    tagline: 'The original super saloon goes hybrid, adding an electric motor to its V8 for the most powerful M5 yet.',
  },
  // Other brands
  {
    brand: 'Audi', model: 'R8 V10 Performance', year: 2023, category: 'Sports', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 2,
    engine: '5.2L naturally aspirated V10', horsepower: 602, topSpeed: 331, acceleration: '3.1s',
    paints: ['grey', 'red', 'white'],
    tagline: 'The last of a line: a mid-mounted V10 shared with Lamborghini and quattro grip for confidence in every condition.',
  },
  {
    brand: 'Audi', model: 'RS Q8', year: 2023, category: 'SUV', body: 'supersuv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '4.0L twin-turbo V8', horsepower: 591, topSpeed: 305, acceleration: '3.6s',
    paints: ['grey', 'black'], inactive: true,
    tagline: 'A coupe-roofed performance SUV with all-wheel steering and a V8 that set a Nürburgring record for its class.',
  },
  {
    brand: 'Aston Martin', model: 'DB12', year: 2024, category: 'Coupe', body: 'coupe',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 4,
    engine: '4.0L twin-turbo V8', horsepower: 671, topSpeed: 325, acceleration: '3.6s',
    paints: ['green', 'silver', 'burgundy'],
    tagline: "Aston Martin calls it the world's first super tourer: a DB with sharper responses and a bespoke Bowers & Wilkins sound system.",
  },
  {
    brand: 'McLaren', model: '750S', year: 2024, category: 'Sports', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 2,
    engine: '4.0L twin-turbo V8', horsepower: 740, topSpeed: 332, acceleration: '2.8s',
    paints: ['orange', 'white', 'blue'],
    tagline: 'Lighter and sharper than the 720S it replaces, with a carbon Monocage II tub and dihedral doors.',
  },
  {
    brand: 'Bugatti', model: 'Chiron Sport', year: 2022, category: 'Sports', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 2,
    engine: '8.0L quad-turbo W16', horsepower: 1479, topSpeed: 420, acceleration: '2.4s',
    paints: ['blue', 'black', 'silver'], status: 'rented',
    tagline: 'Sixteen cylinders and four turbochargers in a chassis tuned for agility: the hypercar for those who accept no compromise.',
  },
  {
    brand: 'Land Rover', model: 'Range Rover LWB D350', year: 2024, category: 'SUV', body: 'suv',
    transmission: 'Automatic', fuelType: 'Diesel', seats: 7,
    engine: '3.0L turbo-diesel inline-six mild hybrid', horsepower: 345, topSpeed: 234, acceleration: '6.1s',
    paints: ['white', 'grey', 'green'],
    tagline: 'A long-wheelbase Range Rover with a third row, serene refinement and genuine ability when the tarmac ends.',
  },
  {
    brand: 'Land Rover', model: 'Range Rover Sport SV', year: 2024, category: 'SUV', body: 'suv',
    transmission: 'Automatic', fuelType: 'Hybrid', seats: 5,
    engine: '4.4L twin-turbo V8 mild hybrid', horsepower: 626, topSpeed: 290, acceleration: '3.8s',
    paints: ['black', 'blue', 'grey'], status: 'maintenance',
    tagline: 'Carbon wheels, Body and Soul seats that pulse to the music and hydraulic suspension that keeps it dead flat through corners.',
  },
  {
    brand: 'Land Rover', model: 'Defender 130 V8', year: 2025, category: 'SUV', body: 'offroader',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 8,
    engine: '5.0L supercharged V8', horsepower: 493, topSpeed: 240, acceleration: '5.7s',
    paints: ['green', 'grey', 'white'],
    tagline: 'Eight full-size seats in three rows, a supercharged V8 and a 900 mm wading depth: the Defender takes the whole family to the Hatta dunes and back.',
  },
  {
    brand: 'Audi', model: 'RS e-tron GT performance', year: 2025, category: 'Sedan', body: 'sedan',
    transmission: 'Automatic', fuelType: 'Electric', seats: 5,
    engine: 'Dual electric motors, 105 kWh battery', horsepower: 912, topSpeed: 250, acceleration: '2.5s',
    paints: ['grey', 'blue', 'white'],
    tagline: "The most powerful production Audi is an 800-volt electric grand tourer with active suspension that keeps it level through every corner.",
  },
  {
    brand: 'Aston Martin', model: 'DBX707', year: 2024, category: 'SUV', body: 'supersuv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 5,
    engine: '4.0L twin-turbo V8', horsepower: 697, topSpeed: 310, acceleration: '3.3s',
    paints: ['green', 'black', 'white'],
    tagline: 'Named for its 707 metric horsepower, the super SUV from Gaydon brings carbon-ceramic brakes and a nine-speed wet-clutch gearbox as standard.',
  },
  {
    brand: 'Cadillac', model: 'Escalade ESV Sport', year: 2023, category: 'SUV', body: 'suv',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 8,
    engine: '6.2L naturally aspirated V8', horsepower: 420, topSpeed: 180, acceleration: '6.1s',
    paints: ['black', 'white'], inactive: true,
    tagline: 'American presence for eight, with a curved 38-inch OLED display and a thirty-six-speaker AKG sound system.',
  },
  {
    brand: 'Aston Martin', model: 'Vantage Roadster', year: 2025, category: 'Convertible', body: 'convertible',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 2,
    engine: '4.0L twin-turbo V8', horsepower: 656, topSpeed: 325, acceleration: '3.6s',
    paints: ['green', 'silver', 'yellow'],
    tagline: 'A Z-fold fabric roof that stows in under seven seconds and a 656 hp V8 make it the sharpest open Aston Martin of its generation.',
  },
  {
    brand: 'Chevrolet', model: 'Corvette Stingray Convertible', year: 2024, category: 'Convertible', body: 'spyder',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 2,
    engine: '6.2L naturally aspirated LT2 V8', horsepower: 495, topSpeed: 312, acceleration: '2.9s',
    paints: ['red', 'yellow', 'white'],
    tagline: 'The mid-engined Corvette brings exotic proportions and a retractable hardtop to a remarkably approachable sports car.',
  },
  {
    brand: 'Aston Martin', model: 'Vanquish', year: 2025, category: 'Coupe', body: 'coupe',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 2,
    engine: '5.2L twin-turbo V12', horsepower: 824, topSpeed: 345, acceleration: '3.3s',
    paints: ['silver', 'green', 'black'],
    tagline: "Gaydon's new flagship puts a twin-turbo V12 under a long, sculpted bonnet, making it the fastest series-production Aston Martin yet.",
  },
  {
    brand: 'McLaren', model: 'GTS', year: 2024, category: 'Coupe', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Petrol', seats: 2,
    engine: '4.0L twin-turbo V8', horsepower: 626, topSpeed: 326, acceleration: '3.2s',
    paints: ['blue', 'grey'], inactive: true,
    tagline: "McLaren's grand tourer keeps the mid-mounted V8 and carbon tub, and adds a glazed tailgate over a luggage bay for a weekend away.",
  },
  {
    brand: 'McLaren', model: 'Artura', year: 2024, category: 'Sports', body: 'supercar',
    transmission: 'Semi-Automatic', fuelType: 'Hybrid', seats: 2,
    engine: '3.0L twin-turbo V6 plug-in hybrid', horsepower: 671, topSpeed: 330, acceleration: '3.0s',
    paints: ['orange', 'silver', 'green'],
    tagline: "Woking's first series-production hybrid supercar pairs a compact V6 with an axial-flux motor and glides through Downtown on electricity alone.",
  },
  {
    brand: 'Jaguar', model: 'F-Type R75 Coupe', year: 2024, category: 'Coupe', body: 'coupe',
    transmission: 'Automatic', fuelType: 'Petrol', seats: 2,
    engine: '5.0L supercharged V8', horsepower: 575, topSpeed: 300, acceleration: '3.7s',
    paints: ['green', 'red', 'grey'],
    tagline: 'A farewell edition of the last combustion Jaguar sports car, with a supercharged V8 and an exhaust note to match.',
  },
];
