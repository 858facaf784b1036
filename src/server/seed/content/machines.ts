// Kept free of `server-only`: the e2e tests read the demo content outside Next.js.
import type { SeedMachine } from './types';

/** The ten demo machines; model codes are identical in every language. */
export const machines: SeedMachine[] = [
  // 1. Workshop press
  {
    categories: ['hydraulic-presses', 'cylinder-service'],
    name: {
      en: 'HP-100 hydraulic workshop press',
      fr: 'Presse d’atelier hydraulique HP-100',
      de: 'Hydraulische Werkstattpresse HP-100',
      it: 'Pressa idraulica da officina HP-100',
      es: 'Prensa hidráulica de taller HP-100',
    },
    description: {
      en: 'The HP-100 delivers 100 tonnes of force for straightening shafts, pressing bearings and bushes in and out, and assembling heavy components. Its welded H-frame is calculated by finite elements and stress-relieved after welding, so it stays true after years of daily use.\n\nThe double-acting cylinder is built and serviced in our own workshop, and the two-stage pump gives a fast approach followed by precise pressing. The right press for maintenance shops, agricultural machinery workshops and production lines that need real force without compromise.',
      fr: 'La HP-100 développe 100 tonnes de force pour redresser des arbres, emmancher ou extraire roulements et bagues, et assembler des pièces lourdes. Son bâti en H mécano-soudé, dimensionné par éléments finis et détensionné après soudage, conserve sa géométrie même après des années d’utilisation quotidienne.\n\nLe vérin double effet est fabriqué et entretenu dans nos ateliers, et sa pompe à deux étages assure une approche rapide puis un pressage précis. La presse qu’il faut aux ateliers de maintenance, aux ateliers de mécanique agricole et aux lignes de production qui ont besoin d’une vraie puissance, sans compromis.',
      de: 'Die HP-100 bringt 100 Tonnen Presskraft zum Richten von Wellen, zum Ein- und Auspressen von Lagern und Buchsen und zur Montage schwerer Bauteile. Der geschweisste H-Rahmen ist mit der Finite-Elemente-Methode berechnet und nach dem Schweissen spannungsarm geglüht – so bleibt er auch nach Jahren im täglichen Einsatz formstabil.\n\nDen doppeltwirkenden Zylinder bauen und warten wir in unserer eigenen Werkstatt, die Zweistufenpumpe sorgt für einen schnellen Eilgang und feinfühliges Pressen. Die richtige Presse für Unterhaltswerkstätten, Landmaschinenbetriebe und Produktionslinien, die echte Kraft ohne Kompromisse brauchen.',
      it: 'La HP-100 sviluppa 100 tonnellate di forza per raddrizzare alberi, calettare ed estrarre cuscinetti e boccole e assemblare componenti pesanti. Il telaio ad H in acciaio saldato, calcolato agli elementi finiti e distensionato dopo la saldatura, mantiene la sua geometria anche dopo anni di uso quotidiano.\n\nIl cilindro a doppio effetto è costruito e revisionato nella nostra officina, mentre la pompa a due stadi garantisce un avvicinamento rapido e una pressatura precisa. La pressa ideale per officine di manutenzione, officine di macchine agricole e linee di produzione che cercano una forza vera, senza compromessi.',
      es: 'La HP-100 desarrolla 100 toneladas de fuerza para enderezar ejes, montar y extraer rodamientos y casquillos, y ensamblar piezas pesadas. Su bastidor en H de acero soldado, calculado por elementos finitos y sometido a un alivio de tensiones después de soldar, conserva su geometría incluso tras años de uso diario.\n\nEl cilindro de doble efecto se fabrica y se mantiene en nuestro propio taller, y la bomba de dos etapas asegura una aproximación rápida seguida de un prensado preciso. La prensa ideal para talleres de mantenimiento, talleres de maquinaria agrícola y líneas de producción que necesitan fuerza real, sin concesiones.',
    },
    metadescription: {
      en: 'HP-100 hydraulic workshop press: 100 t, 400 mm stroke, FE-calculated H-frame. Built and serviced in our workshop near Lausanne.',
      fr: 'Presse d’atelier hydraulique HP-100 : 100 t, course 400 mm, bâti en H calculé par éléments finis. Fabriquée et entretenue près de Lausanne.',
      de: 'Hydraulische Werkstattpresse HP-100: 100 t, 400 mm Hub, FEM-berechneter H-Rahmen. Gebaut und gewartet in unserer Werkstatt bei Lausanne.',
      it: 'Pressa idraulica da officina HP-100: 100 t, corsa 400 mm, telaio ad H calcolato agli elementi finiti. Costruita e assistita vicino a Losanna.',
      es: 'Prensa hidráulica de taller HP-100: 100 t, carrera de 400 mm y bastidor en H calculado por elementos finitos. Fabricada cerca de Lausana.',
    },
    advantages: [
      {
        en: 'Welded H-frame, calculated by finite elements and stress-relieved for lasting precision.',
        fr: 'Bâti en H mécano-soudé, calculé par éléments finis et détensionné pour une précision durable.',
        de: 'Geschweisster H-Rahmen, FEM-berechnet und spannungsarm geglüht für dauerhafte Präzision.',
        it: 'Telaio ad H saldato, calcolato agli elementi finiti e distensionato per una precisione duratura.',
        es: 'Bastidor en H soldado, calculado por elementos finitos y con alivio de tensiones para una precisión duradera.',
      },
      {
        en: 'Two-stage pump: rapid approach, then finely controlled pressing up to full force.',
        fr: 'Pompe à deux étages : approche rapide, puis pressage finement dosé jusqu’à la pleine force.',
        de: 'Zweistufenpumpe: schneller Eilgang, danach feinfühlig dosierbares Pressen bis zur vollen Kraft.',
        it: 'Pompa a due stadi: avvicinamento rapido, poi pressatura finemente dosabile fino alla forza massima.',
        es: 'Bomba de dos etapas: aproximación rápida y después un prensado bien dosificado hasta la fuerza máxima.',
      },
      {
        en: 'Adjustable pressure relief valve to limit the force on delicate parts.',
        fr: 'Limiteur de pression réglable pour doser la force sur les pièces délicates.',
        de: 'Einstellbares Druckbegrenzungsventil, um die Kraft bei empfindlichen Teilen zu begrenzen.',
        it: 'Valvola limitatrice di pressione regolabile per limitare la forza sui pezzi delicati.',
        es: 'Válvula limitadora de presión regulable para limitar la fuerza sobre piezas delicadas.',
      },
      {
        en: 'Cylinder and seals from our own stock: fast service and spare parts for decades.',
        fr: 'Vérin et joints issus de notre propre stock : service rapide et pièces de rechange pendant des décennies.',
        de: 'Zylinder und Dichtungen aus eigenem Lager: schneller Service und Ersatzteile über Jahrzehnte.',
        it: 'Cilindro e guarnizioni dal nostro magazzino: assistenza rapida e ricambi disponibili per decenni.',
        es: 'Cilindro y juntas de nuestro propio almacén: servicio rápido y repuestos disponibles durante décadas.',
      },
    ],
    options: [
      {
        name: {
          en: 'Two-hand control',
          fr: 'Commande bimanuelle',
          de: 'Zweihandsteuerung',
          it: 'Comando a due mani',
          es: 'Mando bimanual',
        },
        value: {
          en: 'Safety relay, 24 V',
          fr: 'Relais de sécurité, 24 V',
          de: 'Sicherheitsrelais, 24 V',
          it: 'Relè di sicurezza, 24 V',
          es: 'Relé de seguridad, 24 V',
        },
      },
      {
        name: {
          en: 'Sliding cylinder head',
          fr: 'Tête de vérin coulissante',
          de: 'Verschiebbarer Zylinderkopf',
          it: 'Testa cilindro scorrevole',
          es: 'Cabezal de cilindro desplazable',
        },
        value: {
          en: 'Lateral travel ±400 mm on rollers',
          fr: 'Déplacement latéral ±400 mm sur galets',
          de: 'Seitlicher Verfahrweg ±400 mm auf Rollen',
          it: 'Traslazione laterale ±400 mm su rulli',
          es: 'Desplazamiento lateral ±400 mm sobre rodillos',
        },
      },
      {
        name: {
          en: 'Digital force display',
          fr: 'Affichage numérique de la force',
          de: 'Digitale Kraftanzeige',
          it: 'Indicatore digitale di forza',
          es: 'Indicador digital de fuerza',
        },
        value: {
          en: 'Pressure transducer, readout in kN',
          fr: 'Capteur de pression, lecture en kN',
          de: 'Drucksensor, Anzeige in kN',
          it: 'Trasduttore di pressione, lettura in kN',
          es: 'Transductor de presión, lectura en kN',
        },
      },
      {
        name: {
          en: 'Straightening V-blocks',
          fr: 'Prismes de redressage',
          de: 'Richtprismen',
          it: 'Prismi di raddrizzatura',
          es: 'Prismas de enderezado',
        },
        value: {
          en: 'Hardened pair, 150 mm',
          fr: 'Paire trempée, 150 mm',
          de: 'Gehärtetes Paar, 150 mm',
          it: 'Coppia temprata, 150 mm',
          es: 'Par templado, 150 mm',
        },
      },
    ],
    technicalCharacteristics: [
      { type: 'pressing-force', measure: { min: '1000' } },
      { type: 'operating-pressure', measure: { min: '320' } },
      { type: 'stroke', measure: { min: '400' } },
      {
        name: {
          en: 'Clear width between uprights',
          fr: 'Largeur libre entre montants',
          de: 'Lichte Weite zwischen den Ständern',
          it: 'Luce tra i montanti',
          es: 'Ancho libre entre montantes',
        },
        value: { en: '1200 mm', fr: '1 200 mm', de: '1200 mm', it: '1200 mm', es: '1200 mm' },
      },
      {
        name: {
          en: 'Max. daylight (table to ram)',
          fr: 'Ouverture max. (table–piston)',
          de: 'Max. Arbeitshöhe (Tisch–Kolben)',
          it: 'Luce verticale max. (piano–stelo)',
          es: 'Altura útil máx. (mesa–vástago)',
        },
        value: { en: '1000 mm', fr: '1 000 mm', de: '1000 mm', it: '1000 mm', es: '1000 mm' },
      },
      {
        name: {
          en: 'Pump motor',
          fr: 'Moteur de pompe',
          de: 'Pumpenmotor',
          it: 'Motore pompa',
          es: 'Motor de la bomba',
        },
        value: {
          en: '5.5 kW, 400 V',
          fr: '5,5 kW, 400 V',
          de: '5,5 kW, 400 V',
          it: '5,5 kW, 400 V',
          es: '5,5 kW, 400 V',
        },
      },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: {
          en: 'approx. 2300 kg',
          fr: 'env. 2 300 kg',
          de: 'ca. 2300 kg',
          it: 'ca. 2300 kg',
          es: 'aprox. 2300 kg',
        },
      },
    ],
    pictures: [
      {
        drawing: 'press',
        view: 'overall',
        description: {
          en: 'Technical illustration of the HP-100 hydraulic workshop press, showing the H-frame, the top-mounted cylinder and the adjustable press table.',
          fr: 'Illustration technique de la presse d’atelier HP-100 montrant le bâti en H, le vérin monté en tête et la table réglable en hauteur.',
          de: 'Technische Illustration der Werkstattpresse HP-100 mit H-Rahmen, oben montiertem Zylinder und höhenverstellbarem Presstisch.',
          it: 'Illustrazione tecnica della pressa da officina HP-100 con telaio ad H, cilindro montato in alto e piano di lavoro regolabile in altezza.',
          es: 'Ilustración técnica de la prensa de taller HP-100 con bastidor en H, cilindro montado en la parte superior y mesa regulable en altura.',
        },
      },
      {
        drawing: 'press',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the HP-100 cylinder and ram above the press table.',
          fr: 'Illustration technique en gros plan du vérin et de la tige de la HP-100 au-dessus de la table de presse.',
          de: 'Technische Detailillustration von Zylinder und Kolbenstange der HP-100 über dem Presstisch.',
          it: 'Illustrazione tecnica in primo piano del cilindro e dello stelo della HP-100 sopra il piano della pressa.',
          es: 'Ilustración técnica en primer plano del cilindro y el vástago de la HP-100 sobre la mesa de la prensa.',
        },
      },
    ],
  },

  // 2. Hose crimping machine
  {
    categories: ['hose-assembly'],
    name: {
      en: 'HC-51 hose crimping machine',
      fr: 'Sertisseuse de flexibles HC-51',
      de: 'Schlauchpresse HC-51',
      it: 'Pressa raccordatrice HC-51',
      es: 'Prensa engastadora HC-51',
    },
    description: {
      en: 'The HC-51 crimps hydraulic hose assemblies from DN 6 to DN 51 (1/4" to 2"), including four-spiral high-pressure hoses. Its eight-segment dies close concentrically with a repeatability of ±0.02 mm, so every fitting holds its rated pressure.\n\nThe touch-screen control stores crimp diameters by hose and fitting reference, which makes the work fast and foolproof in the workshop, in service vans or in fleet maintenance departments. It is the same machine we use every day at our own hose counter.',
      fr: 'La HC-51 sertit les flexibles hydrauliques du DN 6 au DN 51 (1/4" à 2"), y compris les flexibles haute pression à quatre nappes spiralées. Ses mors à huit segments se ferment de manière concentrique avec une répétabilité de ±0,02 mm, pour que chaque embout tienne sa pression nominale.\n\nLa commande à écran tactile mémorise les diamètres de sertissage par référence de flexible et d’embout, ce qui rend le travail rapide et sans erreur, à l’atelier comme dans les véhicules de service ou les services d’entretien de flottes. C’est la machine que nous utilisons chaque jour à notre propre comptoir de flexibles.',
      de: 'Die HC-51 verpresst Hydraulikschläuche von DN 6 bis DN 51 (1/4" bis 2"), einschliesslich vierlagiger Hochdruck-Spiralschläuche. Die achtteiligen Pressbacken schliessen konzentrisch mit einer Wiederholgenauigkeit von ±0,02 mm – so hält jede Schlaucharmatur ihren Nenndruck.\n\nDie Touchscreen-Steuerung speichert die Pressdurchmesser nach Schlauch- und Armaturenreferenz. Das macht die Arbeit schnell und sicher, ob in der Werkstatt, im Servicefahrzeug oder in der Flottenwartung. Genau diese Maschine setzen wir täglich an unserer eigenen Schlauchtheke ein.',
      it: 'La HC-51 pressa i raccordi su tubi flessibili idraulici da DN 6 a DN 51 (da 1/4" a 2"), compresi i tubi ad alta pressione a quattro spirali. Le ganasce a otto settori si chiudono in modo concentrico con una ripetibilità di ±0,02 mm, così ogni raccordo tiene la sua pressione nominale.\n\nIl comando con schermo tattile memorizza i diametri di pressatura per codice di tubo e di raccordo: un lavoro rapido e a prova di errore, in officina, sui furgoni di assistenza o nei reparti di manutenzione delle flotte. È la stessa macchina che usiamo ogni giorno al nostro banco tubi.',
      es: 'La HC-51 engasta mangueras hidráulicas de DN 6 a DN 51 (de 1/4" a 2"), incluidas las mangueras de alta presión de cuatro espirales. Sus mordazas de ocho segmentos cierran de forma concéntrica con una repetibilidad de ±0,02 mm, para que cada terminal soporte su presión nominal.\n\nEl control con pantalla táctil memoriza los diámetros de engaste por referencia de manguera y terminal, lo que hace el trabajo rápido y a prueba de errores en el taller, en vehículos de servicio o en departamentos de mantenimiento de flotas. Es la misma máquina que usamos a diario en nuestro propio mostrador de mangueras.',
    },
    metadescription: {
      en: 'HC-51 hose crimping machine for hydraulic hoses DN 6 to DN 51: 2500 kN crimping force, ±0.02 mm repeatability and stored crimp data.',
      fr: 'Sertisseuse HC-51 pour flexibles hydrauliques du DN 6 au DN 51 : 2 500 kN, répétabilité ±0,02 mm et diamètres de sertissage mémorisés.',
      de: 'Schlauchpresse HC-51 für Hydraulikschläuche DN 6 bis DN 51: 2500 kN Presskraft, ±0,02 mm Wiederholgenauigkeit, gespeicherte Pressdaten.',
      it: 'Pressa raccordatrice HC-51 per tubi idraulici da DN 6 a DN 51: 2500 kN di forza, ripetibilità ±0,02 mm e dati di pressatura memorizzati.',
      es: 'Prensa engastadora HC-51 para mangueras de DN 6 a DN 51: 2500 kN de fuerza, repetibilidad de ±0,02 mm y datos de engaste memorizados.',
    },
    advantages: [
      {
        en: 'Crimps four-spiral hoses up to 2" in a single cycle.',
        fr: 'Sertit les flexibles à quatre nappes spiralées jusqu’à 2" en un seul cycle.',
        de: 'Verpresst Vierspiralschläuche bis 2" in einem einzigen Arbeitsgang.',
        it: 'Raccorda tubi a quattro spirali fino a 2" in un solo ciclo.',
        es: 'Engasta mangueras de cuatro espirales de hasta 2" en un solo ciclo.',
      },
      {
        en: 'Quick-change dies, swapped without tools in less than a minute.',
        fr: 'Mors à changement rapide, remplacés sans outil en moins d’une minute.',
        de: 'Schnellwechselbacken, ohne Werkzeug in weniger als einer Minute getauscht.',
        it: 'Ganasce a cambio rapido, sostituibili senza attrezzi in meno di un minuto.',
        es: 'Mordazas de cambio rápido, sustituibles sin herramientas en menos de un minuto.',
      },
      {
        en: 'A crimp data library by hose and fitting reference rules out setting errors.',
        fr: 'La bibliothèque de données de sertissage par référence de flexible et d’embout élimine les erreurs de réglage.',
        de: 'Die Pressdatenbibliothek nach Schlauch- und Armaturenreferenz schliesst Einstellfehler aus.',
        it: 'La libreria di dati di pressatura per codice di tubo e raccordo elimina gli errori di impostazione.',
        es: 'La biblioteca de datos de engaste por referencia de manguera y terminal elimina los errores de ajuste.',
      },
      {
        en: 'Compact floor-standing machine with a footprint of only 0.4 m².',
        fr: 'Machine compacte sur socle, pour une emprise au sol de 0,4 m² seulement.',
        de: 'Kompakte Standmaschine mit nur 0,4 m² Stellfläche.',
        it: 'Macchina compatta su basamento, con un ingombro a terra di soli 0,4 m².',
        es: 'Máquina compacta de pie que ocupa una superficie de solo 0,4 m².',
      },
    ],
    options: [
      {
        name: {
          en: 'Additional die sets',
          fr: 'Jeux de mors supplémentaires',
          de: 'Zusätzliche Backensätze',
          it: 'Set di ganasce supplementari',
          es: 'Juegos de mordazas adicionales',
        },
        value: {
          en: 'Complete range, 10 to 74 mm',
          fr: 'Gamme complète, 10 à 74 mm',
          de: 'Komplettes Sortiment, 10 bis 74 mm',
          it: 'Gamma completa, da 10 a 74 mm',
          es: 'Gama completa, de 10 a 74 mm',
        },
      },
      {
        name: {
          en: 'Insertion depth stop',
          fr: 'Butée de profondeur d’emmanchement',
          de: 'Einstecktiefenanschlag',
          it: 'Battuta di profondità di inserimento',
          es: 'Tope de profundidad de inserción',
        },
        value: {
          en: 'Adjustable, with digital readout',
          fr: 'Réglable, avec affichage numérique',
          de: 'Einstellbar, mit Digitalanzeige',
          it: 'Regolabile, con indicatore digitale',
          es: 'Regulable, con indicador digital',
        },
      },
      {
        name: {
          en: 'Foot pedal',
          fr: 'Pédale de commande',
          de: 'Fusspedal',
          it: 'Pedale di comando',
          es: 'Pedal de mando',
        },
        value: {
          en: 'Hands-free cycle start, 24 V',
          fr: 'Démarrage du cycle mains libres, 24 V',
          de: 'Zyklusstart mit freien Händen, 24 V',
          it: 'Avvio ciclo a mani libere, 24 V',
          es: 'Inicio de ciclo con las manos libres, 24 V',
        },
      },
      {
        name: {
          en: 'Label printer',
          fr: 'Imprimante d’étiquettes',
          de: 'Etikettendrucker',
          it: 'Stampante di etichette',
          es: 'Impresora de etiquetas',
        },
        value: {
          en: 'Traceability labels with date and pressure rating',
          fr: 'Étiquettes de traçabilité avec date et pression nominale',
          de: 'Rückverfolgbarkeitsetiketten mit Datum und Nenndruck',
          it: 'Etichette di tracciabilità con data e pressione nominale',
          es: 'Etiquetas de trazabilidad con fecha y presión nominal',
        },
      },
    ],
    technicalCharacteristics: [
      {
        name: {
          en: 'Crimping force',
          fr: 'Force de sertissage',
          de: 'Presskraft',
          it: 'Forza di pressatura',
          es: 'Fuerza de engaste',
        },
        value: { en: '2500 kN', fr: '2 500 kN', de: '2500 kN', it: '2500 kN', es: '2500 kN' },
      },
      {
        name: {
          en: 'Hose range',
          fr: 'Plage de flexibles',
          de: 'Schlauchbereich',
          it: 'Gamma tubi',
          es: 'Rango de mangueras',
        },
        value: {
          en: 'DN 6 to DN 51 (1/4" to 2")',
          fr: 'DN 6 à DN 51 (1/4" à 2")',
          de: 'DN 6 bis DN 51 (1/4" bis 2")',
          it: 'da DN 6 a DN 51 (da 1/4" a 2")',
          es: 'de DN 6 a DN 51 (de 1/4" a 2")',
        },
      },
      {
        name: {
          en: 'Max. crimp diameter',
          fr: 'Diamètre de sertissage max.',
          de: 'Max. Pressdurchmesser',
          it: 'Diametro massimo di pressatura',
          es: 'Diámetro máximo de engaste',
        },
        value: { en: '90 mm', fr: '90 mm', de: '90 mm', it: '90 mm', es: '90 mm' },
      },
      {
        name: {
          en: 'Repeatability',
          fr: 'Répétabilité',
          de: 'Wiederholgenauigkeit',
          it: 'Ripetibilità',
          es: 'Repetibilidad',
        },
        value: { en: '±0.02 mm', fr: '±0,02 mm', de: '±0,02 mm', it: '±0,02 mm', es: '±0,02 mm' },
      },
      {
        name: { en: 'Motor', fr: 'Moteur', de: 'Motor', it: 'Motore', es: 'Motor' },
        value: {
          en: '4 kW, 400 V / 50 Hz',
          fr: '4 kW, 400 V / 50 Hz',
          de: '4 kW, 400 V / 50 Hz',
          it: '4 kW, 400 V / 50 Hz',
          es: '4 kW, 400 V / 50 Hz',
        },
      },
      {
        name: {
          en: 'Dimensions (L × W × H)',
          fr: 'Dimensions (L × l × H)',
          de: 'Abmessungen (L × B × H)',
          it: 'Dimensioni (L × P × H)',
          es: 'Dimensiones (largo × ancho × alto)',
        },
        value: {
          en: '700 × 600 × 1350 mm',
          fr: '700 × 600 × 1 350 mm',
          de: '700 × 600 × 1350 mm',
          it: '700 × 600 × 1350 mm',
          es: '700 × 600 × 1350 mm',
        },
      },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: { en: 'approx. 320 kg', fr: 'env. 320 kg', de: 'ca. 320 kg', it: 'ca. 320 kg', es: 'aprox. 320 kg' },
      },
    ],
    pictures: [
      {
        drawing: 'crimper',
        view: 'overall',
        description: {
          en: 'Technical illustration of the HC-51 hose crimping machine with its crimping head, die set and touch-screen control.',
          fr: 'Illustration technique de la sertisseuse HC-51 avec sa tête de sertissage, son jeu de mors et sa commande à écran tactile.',
          de: 'Technische Illustration der Schlauchpresse HC-51 mit Presskopf, Backensatz und Touchscreen-Steuerung.',
          it: 'Illustrazione tecnica della pressa raccordatrice HC-51 con testa di pressatura, set di ganasce e comando con schermo tattile.',
          es: 'Ilustración técnica de la prensa engastadora HC-51 con su cabezal de engaste, el juego de mordazas y el control con pantalla táctil.',
        },
      },
      {
        drawing: 'crimper',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the eight-segment dies closing around a hose fitting.',
          fr: 'Illustration technique en gros plan des mors à huit segments se refermant autour d’un embout de flexible.',
          de: 'Technische Detailillustration der achtteiligen Pressbacken, die sich um eine Schlaucharmatur schliessen.',
          it: 'Illustrazione tecnica in primo piano delle ganasce a otto settori che si chiudono attorno a un raccordo.',
          es: 'Ilustración técnica en primer plano de las mordazas de ocho segmentos cerrándose alrededor de un terminal de manguera.',
        },
      },
    ],
  },

  // 3. CNC oxy-fuel cutting table
  {
    categories: ['cutting'],
    name: {
      en: 'OXY-3060 CNC oxy-fuel cutting table',
      fr: 'Table d’oxycoupage CNC OXY-3060',
      de: 'CNC-Brennschneidanlage OXY-3060',
      it: 'Tavolo da ossitaglio CNC OXY-3060',
      es: 'Mesa de oxicorte CNC OXY-3060',
    },
    description: {
      en: 'The OXY-3060 cuts steel plates from 2 to 200 mm thick on a 3 × 6 m working area, with two oxy-fuel torches that can work in parallel on identical parts. Its rigid gantry, driven on both sides by servo motors and rack and pinion, keeps contours accurate even at full traverse speed.\n\nAutomatic torch height control, a sectioned down-draft table and nesting software with DXF import make it a productive tool for steel construction, machine builders and steel service centres. It is the machine that now cuts the flanges, base plates and brackets for our own cylinders.',
      fr: 'L’OXY-3060 découpe des tôles d’acier de 2 à 200 mm d’épaisseur sur une surface de travail de 3 × 6 m, avec deux chalumeaux d’oxycoupage capables de travailler en parallèle sur des pièces identiques. Son portique rigide, entraîné des deux côtés par servomoteurs et crémaillère, garantit des contours précis même à pleine vitesse de déplacement.\n\nLe réglage automatique de la hauteur des chalumeaux, la table aspirante à compartiments et le logiciel d’imbrication avec import DXF en font un outil productif pour la construction métallique, les constructeurs de machines et les centres de service acier. C’est elle qui découpe désormais les brides, semelles et pattes de fixation de nos propres vérins.',
      de: 'Die OXY-3060 schneidet Stahlbleche von 2 bis 200 mm Dicke auf einer Arbeitsfläche von 3 × 6 m, mit zwei Autogenbrennern, die parallel identische Teile schneiden können. Das steife Portal wird beidseitig über Servomotoren und Zahnstangen angetrieben und hält die Konturen auch bei voller Verfahrgeschwindigkeit präzise.\n\nAutomatische Brennerhöhenregelung, ein sektionierter Absaugtisch und eine Nesting-Software mit DXF-Import machen sie zum produktiven Werkzeug für Stahlbau, Maschinenbau und Stahl-Servicecenter. Auf genau dieser Anlage schneiden wir heute die Flansche, Grundplatten und Halterungen unserer eigenen Zylinder.',
      it: 'L’OXY-3060 taglia lamiere d’acciaio da 2 a 200 mm di spessore su un’area di lavoro di 3 × 6 m, con due cannelli da ossitaglio che possono lavorare in parallelo su pezzi identici. Il portale rigido, azionato su entrambi i lati da servomotori con pignone e cremagliera, mantiene i profili precisi anche alla massima velocità di traslazione.\n\nIl controllo automatico dell’altezza dei cannelli, il piano aspirato a settori e il software di nesting con importazione DXF ne fanno uno strumento produttivo per carpenterie metalliche, costruttori di macchine e centri servizio acciaio. È proprio il tavolo con cui oggi tagliamo flange, piastre di base e staffe per i nostri cilindri.',
      es: 'La OXY-3060 corta chapas de acero de 2 a 200 mm de espesor en un área de trabajo de 3 × 6 m, con dos sopletes de oxicorte que pueden trabajar en paralelo sobre piezas idénticas. Su pórtico rígido, accionado por ambos lados mediante servomotores y cremallera, mantiene la precisión de los contornos incluso a la máxima velocidad de desplazamiento.\n\nEl control automático de altura de los sopletes, la mesa de aspiración por secciones y el software de anidado con importación DXF la convierten en una herramienta productiva para estructuras metálicas, fabricantes de maquinaria y centros de servicio de acero. Es la misma máquina con la que hoy cortamos las bridas, placas base y soportes de nuestros propios cilindros.',
    },
    metadescription: {
      en: 'OXY-3060 CNC oxy-fuel cutting table: 3 × 6 m working area, steel plates 2 to 200 mm thick, two torches, automatic height control.',
      fr: 'Table d’oxycoupage CNC OXY-3060 : surface de 3 × 6 m, tôles d’acier de 2 à 200 mm, deux chalumeaux et réglage automatique de hauteur.',
      de: 'CNC-Brennschneidanlage OXY-3060: Arbeitsfläche 3 × 6 m, Stahlbleche von 2 bis 200 mm, zwei Brenner, automatische Höhenregelung.',
      it: 'Tavolo da ossitaglio CNC OXY-3060: area di 3 × 6 m, lamiere d’acciaio da 2 a 200 mm, due cannelli e controllo automatico dell’altezza.',
      es: 'Mesa de oxicorte CNC OXY-3060: área de 3 × 6 m, chapas de acero de 2 a 200 mm, dos sopletes y control automático de altura.',
    },
    advantages: [
      {
        en: 'Cuts plates up to 200 mm thick with clean, square edges ready for welding.',
        fr: 'Découpe des tôles jusqu’à 200 mm d’épaisseur avec des arêtes nettes et d’équerre, prêtes à souder.',
        de: 'Schneidet Bleche bis 200 mm Dicke mit sauberen, rechtwinkligen Kanten, direkt schweissbereit.',
        it: 'Taglia lamiere fino a 200 mm di spessore con bordi netti e a squadra, pronti per la saldatura.',
        es: 'Corta chapas de hasta 200 mm de espesor con bordes limpios y a escuadra, listos para soldar.',
      },
      {
        en: 'Servo drives on both sides keep the gantry square and the contours accurate.',
        fr: 'L’entraînement par servomoteurs des deux côtés maintient le portique d’équerre et les contours précis.',
        de: 'Der beidseitige Servoantrieb hält das Portal rechtwinklig und die Konturen präzise.',
        it: 'I servomotori su entrambi i lati mantengono il portale in squadra e i profili precisi.',
        es: 'Los servomotores en ambos lados mantienen el pórtico a escuadra y los contornos precisos.',
      },
      {
        en: 'Two torches cutting in parallel halve the cutting time for series parts.',
        fr: 'Deux chalumeaux travaillant en parallèle divisent par deux le temps de coupe des pièces de série.',
        de: 'Zwei parallel arbeitende Brenner halbieren die Schneidzeit bei Serienteilen.',
        it: 'Due cannelli in parallelo dimezzano i tempi di taglio dei pezzi di serie.',
        es: 'Dos sopletes trabajando en paralelo reducen a la mitad el tiempo de corte de las piezas en serie.',
      },
      {
        en: 'Sectioned down-draft extraction keeps the workshop air clean.',
        fr: 'L’aspiration par compartiments sous la table garde l’air de l’atelier propre.',
        de: 'Die sektionierte Absaugung unter dem Tisch hält die Hallenluft sauber.',
        it: 'L’aspirazione a settori sotto il piano di lavoro mantiene pulita l’aria dell’officina.',
        es: 'La aspiración por secciones bajo la mesa mantiene limpio el aire del taller.',
      },
    ],
    options: [
      {
        name: {
          en: 'Additional torches',
          fr: 'Chalumeaux supplémentaires',
          de: 'Zusätzliche Brenner',
          it: 'Cannelli supplementari',
          es: 'Sopletes adicionales',
        },
        value: {
          en: 'Up to 4 oxy-fuel torches',
          fr: 'Jusqu’à 4 chalumeaux d’oxycoupage',
          de: 'Bis zu 4 Autogenbrenner',
          it: 'Fino a 4 cannelli da ossitaglio',
          es: 'Hasta 4 sopletes de oxicorte',
        },
      },
      {
        name: {
          en: 'Bevel cutting head',
          fr: 'Tête de chanfreinage',
          de: 'Fasenschneidkopf',
          it: 'Testa per cianfrinatura',
          es: 'Cabezal de biselado',
        },
        value: {
          en: 'Rotary bevel unit, ±45°',
          fr: 'Unité rotative, ±45°',
          de: 'Drehbares Fasenaggregat, ±45°',
          it: 'Unità rotante, ±45°',
          es: 'Unidad giratoria, ±45°',
        },
      },
      {
        name: {
          en: 'Marking unit',
          fr: 'Unité de marquage',
          de: 'Markiereinheit',
          it: 'Unità di marcatura',
          es: 'Unidad de marcado',
        },
        value: {
          en: 'Pneumatic punch marker for part numbers and bend lines',
          fr: 'Pointeau pneumatique pour numéros de pièce et lignes de pliage',
          de: 'Pneumatischer Körner für Teilenummern und Biegelinien',
          it: 'Punzone pneumatico per codici pezzo e linee di piega',
          es: 'Punzón neumático para números de pieza y líneas de plegado',
        },
      },
      {
        name: {
          en: 'Nesting software',
          fr: 'Logiciel d’imbrication',
          de: 'Nesting-Software',
          it: 'Software di nesting',
          es: 'Software de anidado',
        },
        value: {
          en: 'CAD/CAM with DXF import and cutting-time estimate',
          fr: 'CFAO avec import DXF et estimation du temps de coupe',
          de: 'CAD/CAM mit DXF-Import und Schneidzeitberechnung',
          it: 'CAD/CAM con importazione DXF e stima dei tempi di taglio',
          es: 'CAD/CAM con importación DXF y estimación del tiempo de corte',
        },
      },
    ],
    technicalCharacteristics: [
      {
        name: {
          en: 'Working area',
          fr: 'Surface de travail',
          de: 'Arbeitsbereich',
          it: 'Area di lavoro',
          es: 'Área de trabajo',
        },
        value: {
          en: '3000 × 6000 mm',
          fr: '3 000 × 6 000 mm',
          de: '3000 × 6000 mm',
          it: '3000 × 6000 mm',
          es: '3000 × 6000 mm',
        },
      },
      { type: 'plate-thickness', measure: { min: '2', max: '200' } },
      {
        name: { en: 'Torches', fr: 'Chalumeaux', de: 'Brenner', it: 'Cannelli', es: 'Sopletes' },
        value: {
          en: '2, expandable to 4',
          fr: '2, extensible à 4',
          de: '2, erweiterbar auf 4',
          it: '2, ampliabili a 4',
          es: '2, ampliables a 4',
        },
      },
      {
        name: {
          en: 'Traverse speed',
          fr: 'Vitesse de déplacement',
          de: 'Verfahrgeschwindigkeit',
          it: 'Velocità di traslazione',
          es: 'Velocidad de desplazamiento',
        },
        value: {
          en: 'up to 12 m/min',
          fr: 'jusqu’à 12 m/min',
          de: 'bis 12 m/min',
          it: 'fino a 12 m/min',
          es: 'hasta 12 m/min',
        },
      },
      {
        name: {
          en: 'Positioning accuracy',
          fr: 'Précision de positionnement',
          de: 'Positioniergenauigkeit',
          it: 'Precisione di posizionamento',
          es: 'Precisión de posicionamiento',
        },
        value: { en: '±0.2 mm', fr: '±0,2 mm', de: '±0,2 mm', it: '±0,2 mm', es: '±0,2 mm' },
      },
      {
        name: {
          en: 'Cutting gases',
          fr: 'Gaz de coupe',
          de: 'Schneidgase',
          it: 'Gas di taglio',
          es: 'Gases de corte',
        },
        value: {
          en: 'Oxygen / propane',
          fr: 'Oxygène / propane',
          de: 'Sauerstoff / Propan',
          it: 'Ossigeno / propano',
          es: 'Oxígeno / propano',
        },
      },
      {
        name: {
          en: 'Table load capacity',
          fr: 'Charge admissible sur la table',
          de: 'Tischbelastung',
          it: 'Portata del piano di lavoro',
          es: 'Carga admisible de la mesa',
        },
        value: {
          en: '1600 kg/m²',
          fr: '1 600 kg/m²',
          de: '1600 kg/m²',
          it: '1600 kg/m²',
          es: '1600 kg/m²',
        },
      },
    ],
    pictures: [
      {
        drawing: 'cutting-table',
        view: 'overall',
        description: {
          en: 'Technical illustration of the OXY-3060 cutting table with its gantry, two oxy-fuel torches and the 3 × 6 m plate support.',
          fr: 'Illustration technique de la table d’oxycoupage OXY-3060 avec son portique, ses deux chalumeaux et le support de tôles de 3 × 6 m.',
          de: 'Technische Illustration der Brennschneidanlage OXY-3060 mit Portal, zwei Autogenbrennern und dem 3 × 6 m grossen Schneidtisch.',
          it: 'Illustrazione tecnica del tavolo da ossitaglio OXY-3060 con portale, due cannelli e piano di appoggio lamiere da 3 × 6 m.',
          es: 'Ilustración técnica de la mesa de oxicorte OXY-3060 con su pórtico, dos sopletes y el soporte de chapas de 3 × 6 m.',
        },
      },
      {
        drawing: 'cutting-table',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of an oxy-fuel torch cutting a thick steel plate, with the height sensor next to the nozzle.',
          fr: 'Illustration technique en gros plan d’un chalumeau découpant une tôle d’acier épaisse, avec le palpeur de hauteur à côté de la buse.',
          de: 'Technische Detailillustration eines Autogenbrenners beim Schneiden eines dicken Stahlblechs, mit dem Höhensensor neben der Düse.',
          it: 'Illustrazione tecnica in primo piano di un cannello che taglia una lamiera d’acciaio spessa, con il sensore di altezza accanto all’ugello.',
          es: 'Ilustración técnica en primer plano de un soplete cortando una chapa de acero gruesa, con el sensor de altura junto a la boquilla.',
        },
      },
    ],
  },

  // 4. Hydraulic power unit
  {
    categories: ['power-units'],
    name: {
      en: 'PU-15 hydraulic power unit',
      fr: 'Groupe hydraulique PU-15',
      de: 'Hydraulikaggregat PU-15',
      it: 'Centralina idraulica PU-15',
      es: 'Grupo hidráulico PU-15',
    },
    description: {
      en: 'The PU-15 is a 15 kW hydraulic power unit with a variable-displacement axial piston pump delivering 30 l/min at up to 250 bar. We design and assemble it in our workshop to the customer’s hydraulic schematic, with a modular valve manifold for one to six functions.\n\nAn oil-to-air cooler, a 10 µm return-line filter and a low-noise motor-pump assembly make it suitable for presses, machine tools, test rigs and mobile applications on a skid. Each unit is tested on our bench and delivered with its hydraulic schematic, parts list and CE documentation.',
      fr: 'Le PU-15 est un groupe hydraulique de 15 kW équipé d’une pompe à pistons axiaux à cylindrée variable, qui débite 30 l/min jusqu’à 250 bar. Nous l’étudions et le montons dans notre atelier selon le schéma hydraulique du client, avec un bloc de distribution modulaire pour une à six fonctions.\n\nRefroidisseur huile-air, filtration retour de 10 µm et ensemble moteur-pompe silencieux le destinent aux presses, aux machines-outils, aux bancs d’essai et aux applications mobiles sur châssis. Chaque groupe est testé sur notre banc et livré avec son schéma hydraulique, sa nomenclature et sa documentation CE.',
      de: 'Das PU-15 ist ein 15-kW-Hydraulikaggregat mit einer Axialkolben-Verstellpumpe, die 30 l/min bei bis zu 250 bar fördert. Wir konstruieren und montieren es in unserer Werkstatt nach dem Hydraulikschema des Kunden, mit einem modularen Ventilblock für eine bis sechs Funktionen.\n\nÖl-Luft-Kühler, 10-µm-Rücklauffilter und eine geräuscharme Motor-Pumpen-Einheit machen es zur passenden Lösung für Pressen, Werkzeugmaschinen, Prüfstände und mobile Anwendungen auf einem Grundrahmen. Jedes Aggregat wird auf unserem Prüfstand getestet und mit Hydraulikschema, Stückliste und CE-Dokumentation ausgeliefert.',
      it: 'La PU-15 è una centralina idraulica da 15 kW con pompa a pistoni assiali a cilindrata variabile, che eroga 30 l/min fino a 250 bar. La progettiamo e la assembliamo nella nostra officina secondo lo schema idraulico del cliente, con un blocco valvole modulare da una a sei funzioni.\n\nScambiatore olio-aria, filtrazione sul ritorno da 10 µm e gruppo motore-pompa silenzioso la rendono adatta a presse, macchine utensili, banchi prova e applicazioni mobili su telaio. Ogni centralina viene collaudata sul nostro banco e consegnata con schema idraulico, distinta dei componenti e documentazione CE.',
      es: 'El PU-15 es un grupo hidráulico de 15 kW con bomba de pistones axiales de cilindrada variable, que entrega 30 l/min hasta 250 bar. Lo diseñamos y montamos en nuestro taller según el esquema hidráulico del cliente, con un bloque de válvulas modular para una a seis funciones.\n\nEl intercambiador aceite-aire, la filtración de retorno de 10 µm y el conjunto motor-bomba silencioso lo hacen adecuado para prensas, máquinas herramienta, bancos de pruebas y aplicaciones móviles sobre bastidor. Cada grupo se prueba en nuestro banco y se entrega con su esquema hidráulico, su lista de piezas y la documentación CE.',
    },
    metadescription: {
      en: 'PU-15 hydraulic power unit: 15 kW, 30 l/min at up to 250 bar, built to your hydraulic schematic and tested on our bench near Lausanne.',
      fr: 'Groupe hydraulique PU-15 : 15 kW, 30 l/min jusqu’à 250 bar, réalisé selon votre schéma hydraulique et testé sur notre banc près de Lausanne.',
      de: 'Hydraulikaggregat PU-15: 15 kW, 30 l/min bei bis zu 250 bar, nach Ihrem Hydraulikschema gebaut und auf unserem Prüfstand getestet.',
      it: 'Centralina idraulica PU-15: 15 kW, 30 l/min fino a 250 bar, realizzata secondo il vostro schema idraulico e collaudata sul nostro banco.',
      es: 'Grupo hidráulico PU-15: 15 kW, 30 l/min hasta 250 bar, fabricado según su esquema hidráulico y probado en nuestro banco de pruebas.',
    },
    advantages: [
      {
        en: 'The variable-displacement pump delivers only the flow needed, cutting energy use and oil heating.',
        fr: 'La pompe à cylindrée variable ne fournit que le débit nécessaire, ce qui réduit la consommation d’énergie et l’échauffement de l’huile.',
        de: 'Die Verstellpumpe fördert nur den benötigten Volumenstrom und senkt so Energieverbrauch und Öltemperatur.',
        it: 'La pompa a cilindrata variabile eroga solo la portata necessaria, riducendo i consumi energetici e il riscaldamento dell’olio.',
        es: 'La bomba de cilindrada variable solo entrega el caudal necesario, lo que reduce el consumo de energía y el calentamiento del aceite.',
      },
      {
        en: 'Modular NG 6 / NG 10 valve manifold that is easy to extend later.',
        fr: 'Bloc de distribution modulaire NG 6 / NG 10, facile à compléter par la suite.',
        de: 'Modularer Ventilblock NG 6 / NG 10, später einfach erweiterbar.',
        it: 'Blocco valvole modulare NG 6 / NG 10, facilmente ampliabile in seguito.',
        es: 'Bloque de válvulas modular NG 6 / NG 10, fácil de ampliar más adelante.',
      },
      {
        en: 'Noise level below 70 dB(A), so it can be installed close to workstations.',
        fr: 'Niveau sonore inférieur à 70 dB(A), pour une installation à proximité des postes de travail.',
        de: 'Schallpegel unter 70 dB(A), geeignet für die Aufstellung nahe am Arbeitsplatz.',
        it: 'Livello sonoro inferiore a 70 dB(A), per l’installazione vicino alle postazioni di lavoro.',
        es: 'Nivel sonoro inferior a 70 dB(A), para instalarlo cerca de los puestos de trabajo.',
      },
      {
        en: 'Tested under load and delivered with complete documentation.',
        fr: 'Testé en charge et livré avec une documentation complète.',
        de: 'Unter Last geprüft und mit vollständiger Dokumentation geliefert.',
        it: 'Collaudata sotto carico e consegnata con documentazione completa.',
        es: 'Probado bajo carga y entregado con documentación completa.',
      },
    ],
    options: [
      {
        name: {
          en: 'Variable-speed drive',
          fr: 'Variateur de vitesse',
          de: 'Drehzahlregelung',
          it: 'Azionamento a velocità variabile',
          es: 'Accionamiento de velocidad variable',
        },
        value: {
          en: 'Frequency inverter, up to 30% energy savings',
          fr: 'Convertisseur de fréquence, jusqu’à 30 % d’économie d’énergie',
          de: 'Frequenzumrichter, bis zu 30 % Energieeinsparung',
          it: 'Inverter, fino al 30% di risparmio energetico',
          es: 'Variador de frecuencia, hasta un 30 % de ahorro energético',
        },
      },
      {
        name: {
          en: 'Oil heater',
          fr: 'Réchauffeur d’huile',
          de: 'Ölheizung',
          it: 'Riscaldatore olio',
          es: 'Calentador de aceite',
        },
        value: {
          en: 'Thermostat-controlled, 1 kW, for outdoor use',
          fr: 'Thermostatique, 1 kW, pour une utilisation en extérieur',
          de: 'Thermostatgeregelt, 1 kW, für den Ausseneinsatz',
          it: 'Termostatato, 1 kW, per uso all’aperto',
          es: 'Con termostato, 1 kW, para uso en exterior',
        },
      },
      {
        name: {
          en: 'Bladder accumulator',
          fr: 'Accumulateur à vessie',
          de: 'Blasenspeicher',
          it: 'Accumulatore a sacca',
          es: 'Acumulador de vejiga',
        },
        value: {
          en: '10 l, with safety and shut-off block',
          fr: '10 l, avec bloc de sécurité et d’isolement',
          de: '10 l, mit Sicherheits- und Absperrblock',
          it: '10 l, con blocco di sicurezza e intercettazione',
          es: '10 l, con bloque de seguridad y cierre',
        },
      },
      {
        name: {
          en: 'Condition monitoring',
          fr: 'Surveillance d’état',
          de: 'Zustandsüberwachung',
          it: 'Monitoraggio delle condizioni',
          es: 'Monitorización de estado',
        },
        value: {
          en: 'Pressure, temperature and oil level sensors, 4–20 mA',
          fr: 'Capteurs de pression, de température et de niveau d’huile, 4–20 mA',
          de: 'Sensoren für Druck, Temperatur und Ölstand, 4–20 mA',
          it: 'Sensori di pressione, temperatura e livello olio, 4–20 mA',
          es: 'Sensores de presión, temperatura y nivel de aceite, 4–20 mA',
        },
      },
    ],
    technicalCharacteristics: [
      {
        name: {
          en: 'Motor power',
          fr: 'Puissance moteur',
          de: 'Motorleistung',
          it: 'Potenza motore',
          es: 'Potencia del motor',
        },
        value: {
          en: '15 kW, 400 V / 50 Hz',
          fr: '15 kW, 400 V / 50 Hz',
          de: '15 kW, 400 V / 50 Hz',
          it: '15 kW, 400 V / 50 Hz',
          es: '15 kW, 400 V / 50 Hz',
        },
      },
      {
        name: { en: 'Flow rate', fr: 'Débit', de: 'Volumenstrom', it: 'Portata', es: 'Caudal' },
        value: { en: '30 l/min', fr: '30 l/min', de: '30 l/min', it: '30 l/min', es: '30 l/min' },
      },
      { type: 'operating-pressure', measure: { min: '250' } },
      {
        name: {
          en: 'Tank capacity',
          fr: 'Capacité du réservoir',
          de: 'Tankinhalt',
          it: 'Capacità del serbatoio',
          es: 'Capacidad del depósito',
        },
        value: { en: '100 l', fr: '100 l', de: '100 l', it: '100 l', es: '100 l' },
      },
      {
        name: { en: 'Filtration', fr: 'Filtration', de: 'Filterfeinheit', it: 'Filtrazione', es: 'Filtración' },
        value: {
          en: '10 µm, return line',
          fr: '10 µm, au retour',
          de: '10 µm, Rücklauf',
          it: '10 µm, sul ritorno',
          es: '10 µm, en el retorno',
        },
      },
      {
        name: {
          en: 'Dimensions (L × W × H)',
          fr: 'Dimensions (L × l × H)',
          de: 'Abmessungen (L × B × H)',
          it: 'Dimensioni (L × P × H)',
          es: 'Dimensiones (largo × ancho × alto)',
        },
        value: {
          en: '1200 × 800 × 1100 mm',
          fr: '1 200 × 800 × 1 100 mm',
          de: '1200 × 800 × 1100 mm',
          it: '1200 × 800 × 1100 mm',
          es: '1200 × 800 × 1100 mm',
        },
      },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: {
          en: 'approx. 420 kg (without oil)',
          fr: 'env. 420 kg (sans huile)',
          de: 'ca. 420 kg (ohne Öl)',
          it: 'ca. 420 kg (senza olio)',
          es: 'aprox. 420 kg (sin aceite)',
        },
      },
    ],
    pictures: [
      {
        drawing: 'power-unit',
        view: 'overall',
        description: {
          en: 'Technical illustration of the PU-15 hydraulic power unit with its oil tank, electric motor and pump, valve manifold and cooler.',
          fr: 'Illustration technique du groupe hydraulique PU-15 avec son réservoir d’huile, son moteur électrique et sa pompe, son bloc de distribution et son refroidisseur.',
          de: 'Technische Illustration des Hydraulikaggregats PU-15 mit Öltank, Elektromotor und Pumpe, Ventilblock und Kühler.',
          it: 'Illustrazione tecnica della centralina idraulica PU-15 con serbatoio dell’olio, motore elettrico e pompa, blocco valvole e scambiatore.',
          es: 'Ilustración técnica del grupo hidráulico PU-15 con su depósito de aceite, motor eléctrico y bomba, bloque de válvulas e intercambiador.',
        },
      },
      {
        drawing: 'power-unit',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the PU-15 valve manifold with its pressure gauge and directional valves.',
          fr: 'Illustration technique en gros plan du bloc de distribution du PU-15 avec son manomètre et ses distributeurs.',
          de: 'Technische Detailillustration des Ventilblocks des PU-15 mit Manometer und Wegeventilen.',
          it: 'Illustrazione tecnica in primo piano del blocco valvole della PU-15 con manometro ed elettrovalvole direzionali.',
          es: 'Ilustración técnica en primer plano del bloque de válvulas del PU-15 con su manómetro y sus válvulas distribuidoras.',
        },
      },
    ],
  },

  // 5. Honing machine
  {
    categories: ['cylinder-service'],
    name: {
      en: 'HM-3000 horizontal honing machine',
      fr: 'Machine de rodage horizontale HM-3000',
      de: 'Horizontal-Honmaschine HM-3000',
      it: 'Levigatrice orizzontale HM-3000',
      es: 'Bruñidora horizontal HM-3000',
    },
    description: {
      en: 'The HM-3000 hones hydraulic cylinder tubes with bores from 25 to 400 mm over lengths of up to 3 m. It removes scoring, corrosion and out-of-roundness and leaves a controlled crosshatch pattern that holds oil and extends seal life.\n\nStone expansion pressure and stroke speed are controlled automatically, so the bore stays straight and cylindrical from one end to the other. Ideal for cylinder repair shops that want to restore worn tubes instead of replacing them.',
      fr: 'La HM-3000 rode les tubes de vérins hydrauliques d’alésage 25 à 400 mm sur des longueurs allant jusqu’à 3 m. Elle élimine rayures, corrosion et ovalisation, et laisse un état de surface à stries croisées maîtrisé, qui retient l’huile et prolonge la durée de vie des joints.\n\nLa pression d’expansion des pierres et la vitesse de course sont régulées automatiquement, pour un alésage droit et cylindrique d’un bout à l’autre. L’outil idéal des ateliers de réparation de vérins qui veulent remettre en état les tubes usés plutôt que de les remplacer.',
      de: 'Die HM-3000 hont Hydraulikzylinderrohre mit Bohrungen von 25 bis 400 mm auf Längen bis 3 m. Sie beseitigt Riefen, Korrosion und Unrundheit und erzeugt ein definiertes Kreuzschliffbild, das Öl hält und die Lebensdauer der Dichtungen verlängert.\n\nAnpressdruck der Honleisten und Hubgeschwindigkeit werden automatisch geregelt – die Bohrung bleibt von einem Ende zum anderen gerade und zylindrisch. Ideal für Zylinderwerkstätten, die verschlissene Rohre instand setzen statt ersetzen wollen.',
      it: 'La HM-3000 leviga tubi per cilindri idraulici con alesaggi da 25 a 400 mm e lunghezze fino a 3 m. Elimina rigature, corrosione e ovalizzazione e lascia una finitura a tratteggio incrociato controllato, che trattiene l’olio e prolunga la vita delle guarnizioni.\n\nLa pressione di espansione delle pietre e la velocità di corsa sono regolate automaticamente, così l’alesaggio resta dritto e cilindrico da un’estremità all’altra. Ideale per le officine di riparazione di cilindri che vogliono ripristinare i tubi usurati invece di sostituirli.',
      es: 'La HM-3000 bruñe tubos de cilindros hidráulicos con diámetros interiores de 25 a 400 mm y longitudes de hasta 3 m. Elimina rayas, corrosión y ovalización, y deja un rayado cruzado controlado que retiene el aceite y alarga la vida de las juntas.\n\nLa presión de expansión de las piedras y la velocidad de carrera se regulan automáticamente, de modo que el diámetro interior queda recto y cilíndrico de un extremo a otro. Ideal para talleres de reparación de cilindros que quieren recuperar los tubos desgastados en lugar de sustituirlos.',
    },
    metadescription: {
      en: 'HM-3000 horizontal honing machine for hydraulic cylinder tubes: bores 25 to 400 mm, lengths up to 3 m, Ra 0.1 to 0.4 µm finish.',
      fr: 'Machine de rodage HM-3000 pour tubes de vérins : alésages de 25 à 400 mm, longueurs jusqu’à 3 m, rugosité Ra 0,1 à 0,4 µm.',
      de: 'Horizontal-Honmaschine HM-3000 für Zylinderrohre: Bohrungen von 25 bis 400 mm, Längen bis 3 m, Oberflächengüte Ra 0,1 bis 0,4 µm.',
      it: 'Levigatrice orizzontale HM-3000 per tubi di cilindri: alesaggi da 25 a 400 mm, lunghezze fino a 3 m, rugosità Ra da 0,1 a 0,4 µm.',
      es: 'Bruñidora horizontal HM-3000 para tubos de cilindros: diámetros de 25 a 400 mm, longitudes hasta 3 m y rugosidad Ra de 0,1 a 0,4 µm.',
    },
    advantages: [
      {
        en: 'Restores worn cylinder tubes for a fraction of the price of new ones.',
        fr: 'Remet en état les tubes de vérins usés pour une fraction du prix d’un tube neuf.',
        de: 'Setzt verschlissene Zylinderrohre für einen Bruchteil des Preises neuer Rohre instand.',
        it: 'Ripristina i tubi usurati a una frazione del prezzo di quelli nuovi.',
        es: 'Recupera tubos de cilindro desgastados por una fracción del precio de uno nuevo.',
      },
      {
        en: 'Crosshatch angle adjustable from 20° to 60° for optimum oil retention.',
        fr: 'Angle des stries croisées réglable de 20° à 60° pour une rétention d’huile optimale.',
        de: 'Kreuzschliffwinkel von 20° bis 60° einstellbar für optimale Ölhaltung.',
        it: 'Angolo del tratteggio incrociato regolabile da 20° a 60° per una ritenzione ottimale dell’olio.',
        es: 'Ángulo de rayado cruzado regulable de 20° a 60° para una retención de aceite óptima.',
      },
      {
        en: 'Automatic expansion control keeps the bore geometry within 0.01 mm.',
        fr: 'La régulation automatique de l’expansion maintient la géométrie de l’alésage à 0,01 mm près.',
        de: 'Die automatische Zustellregelung hält die Bohrungsgeometrie innerhalb von 0,01 mm.',
        it: 'Il controllo automatico dell’espansione mantiene la geometria dell’alesaggio entro 0,01 mm.',
        es: 'El control automático de la expansión mantiene la geometría del diámetro interior dentro de 0,01 mm.',
      },
      {
        en: 'Horizontal layout with steady rests for long, heavy tubes.',
        fr: 'Construction horizontale avec lunettes de support pour les tubes longs et lourds.',
        de: 'Horizontale Bauweise mit Lünetten für lange, schwere Rohre.',
        it: 'Struttura orizzontale con lunette per tubi lunghi e pesanti.',
        es: 'Diseño horizontal con lunetas de apoyo para tubos largos y pesados.',
      },
    ],
    options: [
      {
        name: {
          en: 'In-process bore gauging',
          fr: 'Mesure en cours d’usinage',
          de: 'In-Prozess-Messung',
          it: 'Misura in processo',
          es: 'Medición en proceso',
        },
        value: {
          en: 'Air gauge, diameter displayed live',
          fr: 'Jauge pneumatique, diamètre affiché en continu',
          de: 'Pneumatische Messung, Durchmesser laufend angezeigt',
          it: 'Calibro pneumatico, diametro visualizzato in tempo reale',
          es: 'Calibre neumático, diámetro visualizado en tiempo real',
        },
      },
      {
        name: {
          en: 'Diamond honing stones',
          fr: 'Pierres de rodage diamantées',
          de: 'Diamant-Honleisten',
          it: 'Pietre diamantate',
          es: 'Piedras de bruñido de diamante',
        },
        value: {
          en: 'For hard-chromed and nitrided bores',
          fr: 'Pour alésages chromés durs et nitrurés',
          de: 'Für hartverchromte und nitrierte Bohrungen',
          it: 'Per alesaggi cromati a spessore e nitrurati',
          es: 'Para diámetros con cromo duro y nitrurados',
        },
      },
      {
        name: {
          en: 'Honing oil filtration',
          fr: 'Filtration de l’huile de rodage',
          de: 'Honölfiltration',
          it: 'Filtrazione dell’olio di levigatura',
          es: 'Filtración del aceite de bruñido',
        },
        value: {
          en: 'Paper band filter, 400 l tank',
          fr: 'Filtre à bande papier, bac de 400 l',
          de: 'Papierbandfilter, 400-l-Tank',
          it: 'Filtro a nastro di carta, serbatoio da 400 l',
          es: 'Filtro de banda de papel, depósito de 400 l',
        },
      },
      {
        name: {
          en: 'Bed extension',
          fr: 'Rallonge de banc',
          de: 'Bettverlängerung',
          it: 'Prolunga del bancale',
          es: 'Prolongación de bancada',
        },
        value: {
          en: 'Honing length up to 6 m',
          fr: 'Longueur de rodage jusqu’à 6 m',
          de: 'Honlänge bis 6 m',
          it: 'Lunghezza di levigatura fino a 6 m',
          es: 'Longitud de bruñido hasta 6 m',
        },
      },
    ],
    technicalCharacteristics: [
      {
        name: {
          en: 'Bore diameter',
          fr: 'Diamètre d’alésage',
          de: 'Bohrungsdurchmesser',
          it: 'Diametro di alesaggio',
          es: 'Diámetro interior',
        },
        value: {
          en: '25 to 400 mm',
          fr: '25 à 400 mm',
          de: '25 bis 400 mm',
          it: 'da 25 a 400 mm',
          es: 'de 25 a 400 mm',
        },
      },
      {
        name: {
          en: 'Max. honing length',
          fr: 'Longueur de rodage max.',
          de: 'Max. Honlänge',
          it: 'Lunghezza massima di levigatura',
          es: 'Longitud máxima de bruñido',
        },
        value: { en: '3000 mm', fr: '3 000 mm', de: '3000 mm', it: '3000 mm', es: '3000 mm' },
      },
      {
        name: {
          en: 'Spindle speed',
          fr: 'Vitesse de broche',
          de: 'Spindeldrehzahl',
          it: 'Velocità del mandrino',
          es: 'Velocidad del husillo',
        },
        value: {
          en: '20 to 250 rpm',
          fr: '20 à 250 tr/min',
          de: '20 bis 250 min⁻¹',
          it: 'da 20 a 250 giri/min',
          es: 'de 20 a 250 rpm',
        },
      },
      {
        name: {
          en: 'Stroke speed',
          fr: 'Vitesse de course',
          de: 'Hubgeschwindigkeit',
          it: 'Velocità di corsa',
          es: 'Velocidad de carrera',
        },
        value: {
          en: 'up to 25 m/min',
          fr: 'jusqu’à 25 m/min',
          de: 'bis 25 m/min',
          it: 'fino a 25 m/min',
          es: 'hasta 25 m/min',
        },
      },
      {
        name: {
          en: 'Achievable surface finish',
          fr: 'Rugosité obtenue',
          de: 'Erreichbare Rauheit',
          it: 'Rugosità ottenibile',
          es: 'Rugosidad obtenible',
        },
        value: {
          en: 'Ra 0.1 to 0.4 µm',
          fr: 'Ra 0,1 à 0,4 µm',
          de: 'Ra 0,1 bis 0,4 µm',
          it: 'Ra da 0,1 a 0,4 µm',
          es: 'Ra de 0,1 a 0,4 µm',
        },
      },
      { type: 'motor-power', measure: { min: '7.5' } },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: {
          en: 'approx. 3800 kg',
          fr: 'env. 3 800 kg',
          de: 'ca. 3800 kg',
          it: 'ca. 3800 kg',
          es: 'aprox. 3800 kg',
        },
      },
    ],
    pictures: [
      {
        drawing: 'honing',
        view: 'overall',
        description: {
          en: 'Technical illustration of the HM-3000 horizontal honing machine with its long bed, honing head carriage and a cylinder tube held in steady rests.',
          fr: 'Illustration technique de la machine de rodage horizontale HM-3000 avec son long banc, le chariot porte-outil et un tube de vérin maintenu dans des lunettes.',
          de: 'Technische Illustration der Horizontal-Honmaschine HM-3000 mit langem Maschinenbett, Honschlitten und einem in Lünetten gelagerten Zylinderrohr.',
          it: 'Illustrazione tecnica della levigatrice orizzontale HM-3000 con il lungo bancale, il carro della testa levigatrice e un tubo sostenuto dalle lunette.',
          es: 'Ilustración técnica de la bruñidora horizontal HM-3000 con su larga bancada, el carro del cabezal y un tubo de cilindro apoyado en lunetas.',
        },
      },
      {
        drawing: 'honing',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the expanding honing head inside a cylinder tube, with the crosshatch pattern on the bore.',
          fr: 'Illustration technique en gros plan de la tête de rodage expansible à l’intérieur d’un tube, avec les stries croisées sur l’alésage.',
          de: 'Technische Detailillustration des spreizbaren Honwerkzeugs in einem Zylinderrohr, mit dem Kreuzschliffbild auf der Bohrung.',
          it: 'Illustrazione tecnica in primo piano della testa levigatrice espandibile all’interno di un tubo, con il tratteggio incrociato sull’alesaggio.',
          es: 'Ilustración técnica en primer plano del cabezal de bruñido expansible dentro de un tubo, con el rayado cruzado en la superficie interior.',
        },
      },
    ],
  },

  // 6. Hose cutting machine
  {
    categories: ['hose-assembly', 'cutting'],
    name: {
      en: 'HS-80 hose cutting machine',
      fr: 'Tronçonneuse à flexibles HS-80',
      de: 'Schlauchsäge HS-80',
      it: 'Troncatrice per tubi flessibili HS-80',
      es: 'Cortadora de mangueras HS-80',
    },
    description: {
      en: 'The HS-80 cuts rubber and thermoplastic hydraulic hoses up to 80 mm outside diameter, including hoses with steel-wire braids and multiple spirals. Its 400 mm blade runs at high speed and leaves a clean, square cut without frayed wires, the first condition for a reliable crimp.\n\nA blade guard, a quick-action clamping lever and a graduated length stop make series cutting fast and safe. Built for hose workshops, hydraulics dealers and maintenance departments that assemble hoses every day.',
      fr: 'La HS-80 tronçonne les flexibles hydrauliques en caoutchouc et en thermoplastique jusqu’à 80 mm de diamètre extérieur, y compris les flexibles à tresses et à nappes spiralées en fil d’acier. Sa lame de 400 mm tournant à grande vitesse laisse une coupe nette et d’équerre, sans fils effilochés, première condition d’un sertissage fiable.\n\nUn carter de protection de lame, un levier de serrage rapide et une butée de longueur graduée rendent la coupe en série rapide et sûre. Conçue pour les ateliers de flexibles, les revendeurs hydrauliques et les services de maintenance qui confectionnent des flexibles tous les jours.',
      de: 'Die HS-80 schneidet Hydraulikschläuche aus Gummi und Thermoplast bis 80 mm Aussendurchmesser, auch mit Stahldrahtgeflecht und Mehrfachspiralen. Das schnell laufende 400-mm-Sägeblatt hinterlässt einen sauberen, rechtwinkligen Schnitt ohne ausgefranste Drähte – die erste Voraussetzung für eine zuverlässige Verpressung.\n\nSchutzhaube, Schnellspannhebel und ein Längenanschlag mit Skala machen das Ablängen in Serie schnell und sicher. Ausgelegt für Schlauchwerkstätten, Hydraulikhändler und Instandhaltungsabteilungen, die täglich Schlauchleitungen konfektionieren.',
      it: 'La HS-80 taglia tubi flessibili idraulici in gomma e termoplastici fino a 80 mm di diametro esterno, compresi quelli con trecce e spirali in filo d’acciaio. La lama da 400 mm ad alta velocità lascia un taglio netto e a squadra, senza fili sfilacciati: la prima condizione per una pressatura affidabile.\n\nIl carter di protezione della lama, la leva di bloccaggio rapido e la battuta di lunghezza graduata rendono il taglio in serie rapido e sicuro. Pensata per officine idrauliche, rivenditori di componenti idraulici e reparti di manutenzione che assemblano tubi ogni giorno.',
      es: 'La HS-80 corta mangueras hidráulicas de caucho y termoplásticas de hasta 80 mm de diámetro exterior, incluidas las de malla y espirales de alambre de acero. Su disco de 400 mm gira a alta velocidad y deja un corte limpio y a escuadra, sin alambres deshilachados, primera condición para un engaste fiable.\n\nLa protección del disco, la palanca de sujeción rápida y el tope de longitud graduado hacen que el corte en serie sea rápido y seguro. Pensada para talleres de mangueras, distribuidores hidráulicos y departamentos de mantenimiento que montan mangueras a diario.',
    },
    metadescription: {
      en: 'HS-80 hose cutting machine: clean, square cuts on braided and spiral hydraulic hoses up to 80 mm outside diameter, with length stop.',
      fr: 'Tronçonneuse à flexibles HS-80 : coupe nette et d’équerre des flexibles tressés et spiralés jusqu’à 80 mm de diamètre extérieur.',
      de: 'Schlauchsäge HS-80: saubere, rechtwinklige Schnitte an Geflecht- und Spiralschläuchen bis 80 mm Aussendurchmesser, mit Längenanschlag.',
      it: 'Troncatrice HS-80: taglio netto e a squadra di tubi idraulici con trecce e spirali fino a 80 mm di diametro esterno, con battuta di lunghezza.',
      es: 'Cortadora HS-80: corte limpio y a escuadra de mangueras de malla y espiral de hasta 80 mm de diámetro exterior, con tope de longitud.',
    },
    advantages: [
      {
        en: 'Clean, square cut without frayed wires, ready for crimping.',
        fr: 'Coupe nette et d’équerre, sans fils effilochés, prête pour le sertissage.',
        de: 'Sauberer, rechtwinkliger Schnitt ohne ausgefranste Drähte, bereit zum Verpressen.',
        it: 'Taglio netto e a squadra, senza fili sfilacciati, pronto per la pressatura.',
        es: 'Corte limpio y a escuadra, sin alambres deshilachados, listo para engastar.',
      },
      {
        en: 'Cuts a 2" four-spiral hose in a few seconds.',
        fr: 'Tronçonne un flexible 2" à quatre nappes spiralées en quelques secondes.',
        de: 'Schneidet einen 2"-Vierspiralschlauch in wenigen Sekunden.',
        it: 'Taglia un tubo da 2" a quattro spirali in pochi secondi.',
        es: 'Corta una manguera de 2" de cuatro espirales en pocos segundos.',
      },
      {
        en: 'Enclosed blade and lever clamp for safe one-person operation.',
        fr: 'Lame sous carter et serrage par levier pour un travail sûr par une seule personne.',
        de: 'Gekapseltes Sägeblatt und Spannhebel für sicheres Arbeiten durch eine Person.',
        it: 'Lama carterata e bloccaggio a leva per un lavoro sicuro da parte di un solo operatore.',
        es: 'Disco protegido y sujeción por palanca para un trabajo seguro por una sola persona.',
      },
    ],
    options: [
      {
        name: {
          en: 'Pneumatic clamping',
          fr: 'Serrage pneumatique',
          de: 'Pneumatische Spannung',
          it: 'Bloccaggio pneumatico',
          es: 'Sujeción neumática',
        },
        value: {
          en: 'Foot-operated, 6 bar',
          fr: 'Commande au pied, 6 bar',
          de: 'Fussbetätigt, 6 bar',
          it: 'Comando a pedale, 6 bar',
          es: 'Accionada con pedal, 6 bar',
        },
      },
      {
        name: {
          en: 'Extended length stop',
          fr: 'Butée de longueur prolongée',
          de: 'Verlängerter Längenanschlag',
          it: 'Battuta di lunghezza prolungata',
          es: 'Tope de longitud prolongado',
        },
        value: {
          en: 'Roller table up to 3000 mm',
          fr: 'Table à rouleaux jusqu’à 3 000 mm',
          de: 'Rollenbahn bis 3000 mm',
          it: 'Rulliera fino a 3000 mm',
          es: 'Mesa de rodillos hasta 3000 mm',
        },
      },
      {
        name: {
          en: 'Extraction hood',
          fr: 'Hotte d’aspiration',
          de: 'Absaughaube',
          it: 'Cappa di aspirazione',
          es: 'Campana de aspiración',
        },
        value: {
          en: 'Ø 100 mm connection for rubber dust',
          fr: 'Raccord Ø 100 mm pour les poussières de caoutchouc',
          de: 'Anschluss Ø 100 mm für Gummistaub',
          it: 'Attacco Ø 100 mm per le polveri di gomma',
          es: 'Conexión Ø 100 mm para el polvo de caucho',
        },
      },
      {
        name: {
          en: 'Smooth-edge blade',
          fr: 'Lame à bord lisse',
          de: 'Glattes Messerblatt',
          it: 'Lama a filo liscio',
          es: 'Disco de filo liso',
        },
        value: {
          en: 'For textile and thermoplastic hoses',
          fr: 'Pour flexibles textiles et thermoplastiques',
          de: 'Für Textil- und Thermoplastschläuche',
          it: 'Per tubi tessili e termoplastici',
          es: 'Para mangueras textiles y termoplásticas',
        },
      },
    ],
    technicalCharacteristics: [
      {
        name: {
          en: 'Max. hose outside diameter',
          fr: 'Diamètre extérieur max. du flexible',
          de: 'Max. Schlauchaussendurchmesser',
          it: 'Diametro esterno massimo del tubo',
          es: 'Diámetro exterior máximo de la manguera',
        },
        value: { en: '80 mm', fr: '80 mm', de: '80 mm', it: '80 mm', es: '80 mm' },
      },
      {
        name: {
          en: 'Blade diameter',
          fr: 'Diamètre de la lame',
          de: 'Sägeblattdurchmesser',
          it: 'Diametro della lama',
          es: 'Diámetro del disco',
        },
        value: { en: '400 mm', fr: '400 mm', de: '400 mm', it: '400 mm', es: '400 mm' },
      },
      {
        name: {
          en: 'Blade speed',
          fr: 'Vitesse de la lame',
          de: 'Blattdrehzahl',
          it: 'Velocità della lama',
          es: 'Velocidad del disco',
        },
        value: {
          en: '2900 rpm',
          fr: '2 900 tr/min',
          de: '2900 min⁻¹',
          it: '2900 giri/min',
          es: '2900 rpm',
        },
      },
      {
        name: { en: 'Motor', fr: 'Moteur', de: 'Motor', it: 'Motore', es: 'Motor' },
        value: {
          en: '4 kW, 400 V / 50 Hz',
          fr: '4 kW, 400 V / 50 Hz',
          de: '4 kW, 400 V / 50 Hz',
          it: '4 kW, 400 V / 50 Hz',
          es: '4 kW, 400 V / 50 Hz',
        },
      },
      {
        name: {
          en: 'Dimensions (L × W × H)',
          fr: 'Dimensions (L × l × H)',
          de: 'Abmessungen (L × B × H)',
          it: 'Dimensioni (L × P × H)',
          es: 'Dimensiones (largo × ancho × alto)',
        },
        value: {
          en: '800 × 600 × 1250 mm',
          fr: '800 × 600 × 1 250 mm',
          de: '800 × 600 × 1250 mm',
          it: '800 × 600 × 1250 mm',
          es: '800 × 600 × 1250 mm',
        },
      },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: { en: 'approx. 110 kg', fr: 'env. 110 kg', de: 'ca. 110 kg', it: 'ca. 110 kg', es: 'aprox. 110 kg' },
      },
    ],
    pictures: [
      {
        drawing: 'hose-saw',
        view: 'overall',
        description: {
          en: 'Technical illustration of the HS-80 hose cutting machine on its stand, with blade guard, clamping lever and length stop.',
          fr: 'Illustration technique de la tronçonneuse à flexibles HS-80 sur son socle, avec carter de lame, levier de serrage et butée de longueur.',
          de: 'Technische Illustration der Schlauchsäge HS-80 auf ihrem Untergestell, mit Schutzhaube, Spannhebel und Längenanschlag.',
          it: 'Illustrazione tecnica della troncatrice HS-80 sul suo basamento, con carter della lama, leva di bloccaggio e battuta di lunghezza.',
          es: 'Ilustración técnica de la cortadora de mangueras HS-80 sobre su soporte, con protección del disco, palanca de sujeción y tope de longitud.',
        },
      },
      {
        drawing: 'hose-saw',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the blade cutting through a spiral-reinforced hydraulic hose.',
          fr: 'Illustration technique en gros plan de la lame tranchant un flexible hydraulique à renfort spiralé.',
          de: 'Technische Detailillustration des Sägeblatts beim Durchtrennen eines spiralverstärkten Hydraulikschlauchs.',
          it: 'Illustrazione tecnica in primo piano della lama che taglia un tubo idraulico con rinforzo a spirale.',
          es: 'Ilustración técnica en primer plano del disco cortando una manguera hidráulica con refuerzo en espiral.',
        },
      },
    ],
  },

  // 7. Cylinder test bench
  {
    categories: ['cylinder-service', 'power-units'],
    name: {
      en: 'TB-400 hydraulic cylinder test bench',
      fr: 'Banc d’essai pour vérins TB-400',
      de: 'Zylinderprüfstand TB-400',
      it: 'Banco prova per cilindri idraulici TB-400',
      es: 'Banco de pruebas para cilindros TB-400',
    },
    description: {
      en: 'The TB-400 tests new and repaired hydraulic cylinders up to 4 m long and 320 mm bore at pressures of up to 400 bar. A high-low pump circuit moves the piston quickly at low pressure, then switches automatically to the high-pressure stage for the proof and leakage tests.\n\nPressure sensors on both chambers record every test, and the software produces a PDF report with curves, hold times and pressure drop. Traceable proof of quality for every cylinder that leaves a repair shop, and the bench on which we test all our own overhauls.',
      fr: 'Le TB-400 teste les vérins hydrauliques neufs et réparés jusqu’à 4 m de longueur et 320 mm d’alésage, sous des pressions allant jusqu’à 400 bar. Un circuit à deux pompes déplace rapidement le piston à basse pression, puis bascule automatiquement sur l’étage haute pression pour les essais d’épreuve et d’étanchéité.\n\nDes capteurs de pression sur les deux chambres enregistrent chaque essai, et le logiciel établit un rapport PDF avec courbes, temps de maintien et chute de pression. Une preuve de qualité traçable pour chaque vérin qui quitte l’atelier, et le banc sur lequel nous testons toutes nos propres révisions.',
      de: 'Der TB-400 prüft neue und reparierte Hydraulikzylinder bis 4 m Länge und 320 mm Bohrung bei Drücken bis 400 bar. Ein Hoch-Niederdruck-Kreislauf verfährt den Kolben im Niederdruck schnell und schaltet für die Festigkeits- und Dichtheitsprüfung automatisch auf die Hochdruckstufe um.\n\nDrucksensoren an beiden Kammern zeichnen jede Prüfung auf, und die Software erstellt ein PDF-Protokoll mit Kurven, Haltezeiten und Druckabfall. Ein rückverfolgbarer Qualitätsnachweis für jeden Zylinder, der die Werkstatt verlässt – auf diesem Prüfstand testen wir auch alle unsere eigenen Revisionen.',
      it: 'Il TB-400 collauda cilindri idraulici nuovi e revisionati fino a 4 m di lunghezza e 320 mm di alesaggio, a pressioni fino a 400 bar. Un circuito alta-bassa pressione muove rapidamente il pistone a bassa pressione, poi passa automaticamente allo stadio di alta pressione per le prove di resistenza e di tenuta.\n\nI sensori di pressione su entrambe le camere registrano ogni prova e il software genera un rapporto PDF con curve, tempi di mantenimento e caduta di pressione. Una garanzia di qualità tracciabile per ogni cilindro che lascia l’officina: è il banco su cui collaudiamo tutte le nostre revisioni.',
      es: 'El TB-400 prueba cilindros hidráulicos nuevos y reparados de hasta 4 m de longitud y 320 mm de diámetro interior, a presiones de hasta 400 bar. Un circuito de alta y baja presión desplaza el pistón rápidamente a baja presión y cambia automáticamente a la etapa de alta presión para las pruebas de resistencia y estanqueidad.\n\nLos sensores de presión en ambas cámaras registran cada prueba y el software genera un informe PDF con curvas, tiempos de permanencia y caída de presión. Un certificado de calidad trazable para cada cilindro que sale del taller: es el banco en el que probamos todas nuestras propias reparaciones.',
    },
    metadescription: {
      en: 'TB-400 test bench for hydraulic cylinders up to 4 m long and 400 bar: proof and leakage tests with a PDF report for every cylinder.',
      fr: 'Banc d’essai TB-400 pour vérins jusqu’à 4 m et 400 bar : essais d’épreuve et d’étanchéité, avec rapport PDF pour chaque vérin.',
      de: 'Zylinderprüfstand TB-400 für Zylinder bis 4 m und 400 bar: Festigkeits- und Dichtheitsprüfung mit PDF-Protokoll für jeden Zylinder.',
      it: 'Banco prova TB-400 per cilindri fino a 4 m e 400 bar: prove di resistenza e di tenuta con rapporto PDF per ogni cilindro.',
      es: 'Banco de pruebas TB-400 para cilindros de hasta 4 m y 400 bar: pruebas de resistencia y estanqueidad con informe PDF de cada cilindro.',
    },
    advantages: [
      {
        en: 'High-low pump circuit: fast strokes, then precise high-pressure testing.',
        fr: 'Circuit à deux pompes : courses rapides, puis essais précis en haute pression.',
        de: 'Hoch-Niederdruck-Kreislauf: schnelle Hübe, danach präzise Hochdruckprüfung.',
        it: 'Circuito alta-bassa pressione: corse rapide, poi prove precise in alta pressione.',
        es: 'Circuito de alta y baja presión: carreras rápidas y después pruebas precisas a alta presión.',
      },
      {
        en: 'Automatic PDF test report with pressure curves for every cylinder.',
        fr: 'Rapport d’essai PDF automatique avec courbes de pression pour chaque vérin.',
        de: 'Automatisches PDF-Prüfprotokoll mit Druckkurven für jeden Zylinder.',
        it: 'Rapporto di prova PDF automatico con curve di pressione per ogni cilindro.',
        es: 'Informe de prueba PDF automático con curvas de presión para cada cilindro.',
      },
      {
        en: 'Internal leakage detected by the pressure drop across the piston.',
        fr: 'Détection des fuites internes par la chute de pression à travers le piston.',
        de: 'Erkennung innerer Leckagen über den Druckabfall am Kolben.',
        it: 'Rilevamento dei trafilamenti interni tramite la caduta di pressione attraverso il pistone.',
        es: 'Detección de fugas internas mediante la caída de presión a través del pistón.',
      },
      {
        en: 'Protective enclosure and remote control for safe testing at 400 bar.',
        fr: 'Capot de protection et commande à distance pour des essais sûrs à 400 bar.',
        de: 'Schutzabdeckung und Fernbedienung für sichere Prüfungen bei 400 bar.',
        it: 'Carter di protezione e comando a distanza per prove sicure a 400 bar.',
        es: 'Cubierta de protección y mando a distancia para pruebas seguras a 400 bar.',
      },
    ],
    options: [
      {
        name: {
          en: 'Hydraulic clamping',
          fr: 'Bridage hydraulique',
          de: 'Hydraulische Spannvorrichtung',
          it: 'Bloccaggio idraulico',
          es: 'Sujeción hidráulica',
        },
        value: {
          en: 'Two clamping jaws, 150 mm stroke',
          fr: 'Deux mors de bridage, course 150 mm',
          de: 'Zwei Spannbacken, Hub 150 mm',
          it: 'Due ganasce di bloccaggio, corsa 150 mm',
          es: 'Dos mordazas, carrera de 150 mm',
        },
      },
      {
        name: {
          en: 'Leakage flow meter',
          fr: 'Débitmètre de fuite',
          de: 'Leckölmessung',
          it: 'Misuratore di trafilamento',
          es: 'Caudalímetro de fugas',
        },
        value: {
          en: 'Measuring range 0.5 to 500 ml/min',
          fr: 'Plage de mesure 0,5 à 500 ml/min',
          de: 'Messbereich 0,5 bis 500 ml/min',
          it: 'Campo di misura da 0,5 a 500 ml/min',
          es: 'Rango de medida de 0,5 a 500 ml/min',
        },
      },
      {
        name: {
          en: 'Load cylinder',
          fr: 'Vérin de charge',
          de: 'Lastzylinder',
          it: 'Cilindro di carico',
          es: 'Cilindro de carga',
        },
        value: {
          en: 'Force test up to 1000 kN',
          fr: 'Essai de force jusqu’à 1 000 kN',
          de: 'Kraftprüfung bis 1000 kN',
          it: 'Prova di forza fino a 1000 kN',
          es: 'Prueba de fuerza hasta 1000 kN',
        },
      },
      {
        name: {
          en: 'Calibration certificate',
          fr: 'Certificat d’étalonnage',
          de: 'Kalibrierzertifikat',
          it: 'Certificato di taratura',
          es: 'Certificado de calibración',
        },
        value: {
          en: 'Pressure sensors traceable to national standards',
          fr: 'Capteurs de pression raccordés aux étalons nationaux',
          de: 'Drucksensoren, rückführbar auf nationale Normale',
          it: 'Sensori di pressione riferibili a campioni nazionali',
          es: 'Sensores de presión trazables a patrones nacionales',
        },
      },
    ],
    technicalCharacteristics: [
      {
        name: {
          en: 'Test pressure',
          fr: 'Pression d’essai',
          de: 'Prüfdruck',
          it: 'Pressione di prova',
          es: 'Presión de prueba',
        },
        value: {
          en: '0 to 400 bar',
          fr: '0 à 400 bar',
          de: '0 bis 400 bar',
          it: 'da 0 a 400 bar',
          es: 'de 0 a 400 bar',
        },
      },
      {
        name: { en: 'Flow rate', fr: 'Débit', de: 'Volumenstrom', it: 'Portata', es: 'Caudal' },
        value: {
          en: '60 l/min at 50 bar / 6 l/min at 400 bar',
          fr: '60 l/min à 50 bar / 6 l/min à 400 bar',
          de: '60 l/min bei 50 bar / 6 l/min bei 400 bar',
          it: '60 l/min a 50 bar / 6 l/min a 400 bar',
          es: '60 l/min a 50 bar / 6 l/min a 400 bar',
        },
      },
      {
        name: {
          en: 'Max. cylinder length',
          fr: 'Longueur de vérin max.',
          de: 'Max. Zylinderlänge',
          it: 'Lunghezza massima del cilindro',
          es: 'Longitud máxima del cilindro',
        },
        value: { en: '4000 mm', fr: '4 000 mm', de: '4000 mm', it: '4000 mm', es: '4000 mm' },
      },
      {
        name: {
          en: 'Max. bore',
          fr: 'Alésage max.',
          de: 'Max. Bohrung',
          it: 'Alesaggio massimo',
          es: 'Diámetro interior máximo',
        },
        value: { en: '320 mm', fr: '320 mm', de: '320 mm', it: '320 mm', es: '320 mm' },
      },
      { type: 'motor-power', measure: { min: '7.5' } },
      {
        name: {
          en: 'Data acquisition',
          fr: 'Acquisition de données',
          de: 'Messdatenerfassung',
          it: 'Acquisizione dati',
          es: 'Adquisición de datos',
        },
        value: {
          en: '2 pressure channels, 1 kHz',
          fr: '2 voies de pression, 1 kHz',
          de: '2 Druckkanäle, 1 kHz',
          it: '2 canali di pressione, 1 kHz',
          es: '2 canales de presión, 1 kHz',
        },
      },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: {
          en: 'approx. 1200 kg',
          fr: 'env. 1 200 kg',
          de: 'ca. 1200 kg',
          it: 'ca. 1200 kg',
          es: 'aprox. 1200 kg',
        },
      },
    ],
    pictures: [
      {
        drawing: 'test-bench',
        view: 'overall',
        description: {
          en: 'Technical illustration of the TB-400 test bench with a hydraulic cylinder clamped on the test bed, the power unit and the control cabinet.',
          fr: 'Illustration technique du banc d’essai TB-400 avec un vérin bridé sur le banc, le groupe hydraulique et l’armoire de commande.',
          de: 'Technische Illustration des Prüfstands TB-400 mit einem aufgespannten Hydraulikzylinder, dem Hydraulikaggregat und dem Schaltschrank.',
          it: 'Illustrazione tecnica del banco prova TB-400 con un cilindro idraulico bloccato sul banco, la centralina e il quadro di comando.',
          es: 'Ilustración técnica del banco de pruebas TB-400 con un cilindro hidráulico sujeto en la bancada, el grupo hidráulico y el armario de control.',
        },
      },
      {
        drawing: 'test-bench',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the pressure gauges and hose connections on a cylinder under test.',
          fr: 'Illustration technique en gros plan des manomètres et des raccordements de flexibles sur un vérin en cours d’essai.',
          de: 'Technische Detailillustration der Manometer und Schlauchanschlüsse an einem Zylinder während der Prüfung.',
          it: 'Illustrazione tecnica in primo piano dei manometri e degli attacchi dei tubi su un cilindro in prova.',
          es: 'Ilustración técnica en primer plano de los manómetros y las conexiones de mangueras en un cilindro en prueba.',
        },
      },
    ],
  },

  // 8. Custom double-acting cylinder
  {
    categories: ['cylinder-service'],
    name: {
      en: 'DA-125 double-acting hydraulic cylinder',
      fr: 'Vérin hydraulique double effet DA-125',
      de: 'Doppeltwirkender Hydraulikzylinder DA-125',
      it: 'Cilindro idraulico a doppio effetto DA-125',
      es: 'Cilindro hidráulico de doble efecto DA-125',
    },
    description: {
      en: 'The DA-125 is a double-acting hydraulic cylinder with a 125 mm bore and a 70 mm rod, made to measure for each application with strokes from 50 to 3000 mm. It combines a honed seamless tube, an induction-hardened and hard-chromed rod, and seal systems chosen for the fluid, temperature and speed.\n\nWe design the mountings to fit your machine (clevis, flange, trunnion or spherical bearing) and can reproduce an existing cylinder from a worn sample. Typical applications include construction and agricultural machinery, presses, lifting tables and special-purpose machines.',
      fr: 'Le DA-125 est un vérin hydraulique double effet d’alésage 125 mm avec tige de 70 mm, fabriqué sur mesure pour chaque application avec une course de 50 à 3 000 mm. Il associe un tube sans soudure rodé, une tige trempée par induction et chromée dur, et des garnitures d’étanchéité choisies selon le fluide, la température et la vitesse.\n\nNous concevons les fixations pour votre machine (chape, bride, tourillon ou rotule) et pouvons reproduire un vérin existant à partir d’une pièce usée. Applications typiques : engins de chantier et machines agricoles, presses, tables élévatrices et machines spéciales.',
      de: 'Der DA-125 ist ein doppeltwirkender Hydraulikzylinder mit 125 mm Kolben- und 70 mm Stangendurchmesser, für jede Anwendung nach Mass gefertigt, mit Hüben von 50 bis 3000 mm. Er vereint ein nahtloses, gehontes Zylinderrohr, eine induktionsgehärtete und hartverchromte Kolbenstange sowie Dichtungssysteme passend zu Medium, Temperatur und Geschwindigkeit.\n\nDie Befestigungen konstruieren wir passend zu Ihrer Maschine – Gabelkopf, Flansch, Schwenkzapfen oder Gelenklager –, und wir können einen bestehenden Zylinder anhand eines verschlissenen Musters nachbauen. Typische Einsatzgebiete sind Bau- und Landmaschinen, Pressen, Hubtische und Sondermaschinen.',
      it: 'Il DA-125 è un cilindro idraulico a doppio effetto con alesaggio da 125 mm e stelo da 70 mm, costruito su misura per ogni applicazione con corse da 50 a 3000 mm. Unisce un tubo levigato senza saldatura, uno stelo temprato a induzione e cromato a spessore e sistemi di tenuta scelti in base a fluido, temperatura e velocità.\n\nProgettiamo gli attacchi su misura per la vostra macchina (forcella, flangia, perno oscillante o snodo sferico) e possiamo riprodurre un cilindro esistente partendo da un campione usurato. Impieghi tipici: macchine edili e agricole, presse, tavole elevatrici e macchine speciali.',
      es: 'El DA-125 es un cilindro hidráulico de doble efecto con diámetro interior de 125 mm y vástago de 70 mm, fabricado a medida para cada aplicación con carreras de 50 a 3000 mm. Combina un tubo bruñido sin soldadura, un vástago templado por inducción y con cromo duro, y sistemas de juntas elegidos según el fluido, la temperatura y la velocidad.\n\nDiseñamos las fijaciones para su máquina (horquilla, brida, muñón o rótula) y podemos reproducir un cilindro existente a partir de una muestra desgastada. Aplicaciones típicas: maquinaria de construcción y agrícola, prensas, mesas elevadoras y máquinas especiales.',
    },
    metadescription: {
      en: 'DA-125 double-acting hydraulic cylinder made to measure: 125 mm bore, 70 mm rod, 250 bar, strokes from 50 to 3000 mm, custom mountings.',
      fr: 'Vérin hydraulique double effet DA-125 sur mesure : alésage 125 mm, tige 70 mm, 250 bar, course de 50 à 3 000 mm, fixations au choix.',
      de: 'Doppeltwirkender Hydraulikzylinder DA-125 nach Mass: Bohrung 125 mm, Stange 70 mm, 250 bar, Hub 50 bis 3000 mm, Befestigung nach Wunsch.',
      it: 'Cilindro idraulico a doppio effetto DA-125 su misura: alesaggio 125 mm, stelo 70 mm, 250 bar, corsa da 50 a 3000 mm, attacchi a scelta.',
      es: 'Cilindro hidráulico de doble efecto DA-125 a medida: diámetro 125 mm, vástago 70 mm, 250 bar, carrera de 50 a 3000 mm y fijaciones a elección.',
    },
    advantages: [
      {
        en: 'Made to measure: stroke, mountings and ports adapted to your machine.',
        fr: 'Fabriqué sur mesure : course, fixations et orifices adaptés à votre machine.',
        de: 'Nach Mass gefertigt: Hub, Befestigungen und Anschlüsse passend zu Ihrer Maschine.',
        it: 'Costruito su misura: corsa, attacchi e bocche adattati alla vostra macchina.',
        es: 'Fabricado a medida: carrera, fijaciones y conexiones adaptadas a su máquina.',
      },
      {
        en: 'Induction-hardened, hard-chromed rod that resists impacts and corrosion.',
        fr: 'Tige trempée par induction et chromée dur, résistante aux chocs et à la corrosion.',
        de: 'Induktionsgehärtete, hartverchromte Kolbenstange, beständig gegen Schläge und Korrosion.',
        it: 'Stelo temprato a induzione e cromato a spessore, resistente a urti e corrosione.',
        es: 'Vástago templado por inducción y con cromo duro, resistente a golpes y corrosión.',
      },
      {
        en: 'Every cylinder is pressure-tested at 1.5 times the working pressure before delivery.',
        fr: 'Chaque vérin est éprouvé à 1,5 fois la pression de service avant livraison.',
        de: 'Jeder Zylinder wird vor der Auslieferung mit dem 1,5-fachen Betriebsdruck geprüft.',
        it: 'Ogni cilindro viene collaudato a 1,5 volte la pressione di esercizio prima della consegna.',
        es: 'Cada cilindro se prueba a 1,5 veces la presión de trabajo antes de la entrega.',
      },
      {
        en: 'Fully repairable, with seals and spare parts from our own stock.',
        fr: 'Entièrement réparable, avec joints et pièces de rechange issus de notre stock.',
        de: 'Vollständig reparierbar, mit Dichtungen und Ersatzteilen aus unserem Lager.',
        it: 'Completamente riparabile, con guarnizioni e ricambi dal nostro magazzino.',
        es: 'Totalmente reparable, con juntas y repuestos de nuestro propio almacén.',
      },
    ],
    options: [
      {
        name: {
          en: 'Position transducer',
          fr: 'Capteur de position',
          de: 'Wegmesssystem',
          it: 'Trasduttore di posizione',
          es: 'Transductor de posición',
        },
        value: {
          en: 'Integrated in the rod, 4–20 mA output',
          fr: 'Intégré dans la tige, sortie 4–20 mA',
          de: 'In die Kolbenstange integriert, Ausgang 4–20 mA',
          it: 'Integrato nello stelo, uscita 4–20 mA',
          es: 'Integrado en el vástago, salida 4–20 mA',
        },
      },
      {
        name: {
          en: 'End-of-stroke cushioning',
          fr: 'Amortissement de fin de course',
          de: 'Endlagendämpfung',
          it: 'Ammortizzazione di fine corsa',
          es: 'Amortiguación de fin de carrera',
        },
        value: {
          en: 'Adjustable, at both ends',
          fr: 'Réglable, aux deux extrémités',
          de: 'Einstellbar, beidseitig',
          it: 'Regolabile, su entrambi i lati',
          es: 'Regulable, en ambos extremos',
        },
      },
      {
        name: {
          en: 'Load-holding valve',
          fr: 'Valve de maintien de charge',
          de: 'Lasthalteventil',
          it: 'Valvola di blocco pilotata',
          es: 'Válvula de bloqueo pilotada',
        },
        value: {
          en: 'Flange-mounted directly on the cylinder',
          fr: 'Montée en bride directement sur le vérin',
          de: 'Direkt am Zylinder angeflanscht',
          it: 'Flangiata direttamente sul cilindro',
          es: 'Embridada directamente en el cilindro',
        },
      },
      {
        name: {
          en: 'Enhanced corrosion protection',
          fr: 'Protection anticorrosion renforcée',
          de: 'Erhöhter Korrosionsschutz',
          it: 'Protezione anticorrosione rinforzata',
          es: 'Protección anticorrosión reforzada',
        },
        value: {
          en: 'Nickel-chrome rod, C5 paint system',
          fr: 'Tige nickel-chrome, peinture classe C5',
          de: 'Nickel-Chrom-Stange, Beschichtung C5',
          it: 'Stelo nichel-cromo, verniciatura C5',
          es: 'Vástago de níquel-cromo, pintura C5',
        },
      },
    ],
    technicalCharacteristics: [
      {
        name: { en: 'Bore', fr: 'Alésage', de: 'Kolbendurchmesser', it: 'Alesaggio', es: 'Diámetro interior' },
        value: { en: '125 mm', fr: '125 mm', de: '125 mm', it: '125 mm', es: '125 mm' },
      },
      {
        name: {
          en: 'Rod diameter',
          fr: 'Diamètre de tige',
          de: 'Stangendurchmesser',
          it: 'Diametro dello stelo',
          es: 'Diámetro del vástago',
        },
        value: { en: '70 mm', fr: '70 mm', de: '70 mm', it: '70 mm', es: '70 mm' },
      },
      { type: 'stroke', measure: { min: '50', max: '3000' } },
      { type: 'operating-pressure', measure: { min: '250' } },
      {
        name: {
          en: 'Push force at 250 bar',
          fr: 'Force de poussée à 250 bar',
          de: 'Druckkraft bei 250 bar',
          it: 'Forza di spinta a 250 bar',
          es: 'Fuerza de empuje a 250 bar',
        },
        value: { en: '307 kN', fr: '307 kN', de: '307 kN', it: '307 kN', es: '307 kN' },
      },
      {
        name: {
          en: 'Pull force at 250 bar',
          fr: 'Force de traction à 250 bar',
          de: 'Zugkraft bei 250 bar',
          it: 'Forza di trazione a 250 bar',
          es: 'Fuerza de tracción a 250 bar',
        },
        value: { en: '210 kN', fr: '210 kN', de: '210 kN', it: '210 kN', es: '210 kN' },
      },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: {
          en: 'approx. 90 kg (1000 mm stroke)',
          fr: 'env. 90 kg (course 1 000 mm)',
          de: 'ca. 90 kg (1000 mm Hub)',
          it: 'ca. 90 kg (corsa 1000 mm)',
          es: 'aprox. 90 kg (carrera de 1000 mm)',
        },
      },
    ],
    pictures: [
      {
        drawing: 'cylinder',
        view: 'overall',
        description: {
          en: 'Technical illustration of the DA-125 double-acting hydraulic cylinder with barrel, chrome-plated rod, clevis mountings at both ends and the two oil ports.',
          fr: 'Illustration technique du vérin double effet DA-125 avec son corps, sa tige chromée, ses chapes aux deux extrémités et ses deux orifices d’huile.',
          de: 'Technische Illustration des doppeltwirkenden Hydraulikzylinders DA-125 mit Zylinderrohr, verchromter Kolbenstange, Gabelköpfen an beiden Enden und den zwei Ölanschlüssen.',
          it: 'Illustrazione tecnica del cilindro a doppio effetto DA-125 con camicia, stelo cromato, forcelle alle due estremità e le due bocche dell’olio.',
          es: 'Ilustración técnica del cilindro de doble efecto DA-125 con camisa, vástago cromado, horquillas en ambos extremos y las dos conexiones de aceite.',
        },
      },
      {
        drawing: 'cylinder',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the DA-125 cylinder head, where the rod leaves the barrel through its guide and seals.',
          fr: 'Illustration technique en gros plan de la tête du vérin DA-125, où la tige sort du corps à travers son guidage et ses joints.',
          de: 'Technische Detailillustration des Zylinderkopfs des DA-125, wo die Kolbenstange durch Führung und Dichtungen aus dem Rohr tritt.',
          it: 'Illustrazione tecnica in primo piano della testata del DA-125, dove lo stelo esce dalla camicia attraverso guida e guarnizioni.',
          es: 'Ilustración técnica en primer plano de la culata del DA-125, donde el vástago sale de la camisa a través de su guía y sus juntas.',
        },
      },
    ],
  },

  // 9. CNC seal turning lathe
  {
    categories: ['cylinder-service'],
    name: {
      en: 'SL-300 CNC seal turning lathe',
      fr: 'Tour CNC pour joints SL-300',
      de: 'CNC-Dichtungsdrehmaschine SL-300',
      it: 'Tornio CNC per guarnizioni SL-300',
      es: 'Torno CNC para juntas SL-300',
    },
    description: {
      en: 'The SL-300 turns hydraulic and pneumatic seals from semi-finished tubes of PU, NBR, FKM, PTFE, POM and PA, in diameters from 5 to 300 mm. Choose the profile from the library, enter the housing dimensions, and the finished seal is ready a few minutes later.\n\nWith no moulds and no minimum quantities, it is the answer for older cylinders, urgent breakdowns and small series. We use it every day at our seal counter to supply seals that no catalogue lists any more.',
      fr: 'Le SL-300 usine des joints hydrauliques et pneumatiques dans des tubes semi-finis en PU, NBR, FKM, PTFE, POM et PA, pour des diamètres de 5 à 300 mm. Il suffit de choisir le profil dans la bibliothèque et de saisir les dimensions du logement pour obtenir le joint fini en quelques minutes.\n\nSans moule ni quantité minimale, c’est la solution pour les vérins anciens, les pannes urgentes et les petites séries. Nous l’utilisons chaque jour à notre comptoir de joints pour fournir des pièces qu’aucun catalogue ne propose plus.',
      de: 'Die SL-300 dreht Hydraulik- und Pneumatikdichtungen aus Halbzeugrohren aus PU, NBR, FKM, PTFE, POM und PA, für Durchmesser von 5 bis 300 mm. Profil aus der Bibliothek wählen, Einbauraummasse eingeben – und wenige Minuten später ist die fertige Dichtung da.\n\nOhne Werkzeugformen und ohne Mindestmengen ist sie die Lösung für ältere Zylinder, dringende Reparaturen und Kleinserien. Wir setzen sie täglich an unserer Dichtungstheke ein, um Dichtungen zu liefern, die in keinem Katalog mehr stehen.',
      it: 'Il SL-300 tornisce guarnizioni idrauliche e pneumatiche da tubi semilavorati in PU, NBR, FKM, PTFE, POM e PA, con diametri da 5 a 300 mm. Basta scegliere il profilo dalla libreria e inserire le dimensioni della sede: in pochi minuti la guarnizione finita è pronta.\n\nSenza stampi e senza quantità minime, è la soluzione per cilindri datati, fermi macchina urgenti e piccole serie. Lo usiamo ogni giorno al nostro banco guarnizioni per fornire pezzi che nessun catalogo riporta più.',
      es: 'El SL-300 mecaniza juntas hidráulicas y neumáticas a partir de tubos semielaborados de PU, NBR, FKM, PTFE, POM y PA, con diámetros de 5 a 300 mm. Basta con elegir el perfil en la biblioteca e introducir las dimensiones del alojamiento: en pocos minutos la junta está terminada.\n\nSin moldes ni cantidades mínimas, es la solución para cilindros antiguos, averías urgentes y series cortas. Lo usamos a diario en nuestro mostrador de juntas para suministrar piezas que ya no figuran en ningún catálogo.',
    },
    metadescription: {
      en: 'SL-300 CNC seal turning lathe: hydraulic seals from 5 to 300 mm in PU, NBR, FKM or PTFE, turned in minutes with no moulds or minimum quantities.',
      fr: 'Tour CNC SL-300 : joints hydrauliques de 5 à 300 mm en PU, NBR, FKM ou PTFE, usinés en quelques minutes, sans moule ni quantité minimale.',
      de: 'CNC-Dichtungsdrehmaschine SL-300: Hydraulikdichtungen von 5 bis 300 mm aus PU, NBR, FKM oder PTFE, in Minuten gedreht, ohne Mindestmenge.',
      it: 'Tornio CNC SL-300: guarnizioni idrauliche da 5 a 300 mm in PU, NBR, FKM o PTFE, tornite in pochi minuti, senza stampi né quantità minime.',
      es: 'Torno CNC SL-300: juntas hidráulicas de 5 a 300 mm en PU, NBR, FKM o PTFE, mecanizadas en minutos, sin moldes ni cantidades mínimas.',
    },
    advantages: [
      {
        en: 'Seals on demand, with no moulds or minimum order quantities.',
        fr: 'Joints à la demande, sans moule ni quantité minimale de commande.',
        de: 'Dichtungen auf Abruf, ohne Werkzeugformen und Mindestbestellmengen.',
        it: 'Guarnizioni su richiesta, senza stampi né quantità minime d’ordine.',
        es: 'Juntas bajo pedido, sin moldes ni cantidades mínimas de compra.',
      },
      {
        en: 'Library of more than 200 profiles for rods, pistons, wipers and guide rings.',
        fr: 'Bibliothèque de plus de 200 profils pour tiges, pistons, racleurs et bagues de guidage.',
        de: 'Bibliothek mit über 200 Profilen für Stangen- und Kolbendichtungen, Abstreifer und Führungsringe.',
        it: 'Libreria di oltre 200 profili per steli, pistoni, raschiatori e anelli di guida.',
        es: 'Biblioteca con más de 200 perfiles para vástagos, pistones, rascadores y anillos guía.',
      },
      {
        en: 'A seal is ready in 2 to 5 minutes, ideal for urgent breakdowns.',
        fr: 'Un joint est prêt en 2 à 5 minutes, idéal en cas de panne urgente.',
        de: 'Eine Dichtung ist in 2 bis 5 Minuten fertig, ideal bei dringenden Ausfällen.',
        it: 'Una guarnizione è pronta in 2–5 minuti, ideale per i fermi macchina urgenti.',
        es: 'Una junta está lista en 2 a 5 minutos, ideal para averías urgentes.',
      },
      {
        en: 'Reproduces obsolete seals from a worn sample or a simple sketch.',
        fr: 'Reproduit des joints introuvables à partir d’un échantillon usé ou d’un simple croquis.',
        de: 'Fertigt nicht mehr erhältliche Dichtungen nach einem verschlissenen Muster oder einer einfachen Skizze.',
        it: 'Riproduce guarnizioni fuori produzione partendo da un campione usurato o da un semplice schizzo.',
        es: 'Reproduce juntas descatalogadas a partir de una muestra desgastada o de un simple croquis.',
      },
    ],
    options: [
      {
        name: {
          en: 'Large-diameter chuck',
          fr: 'Mandrin grand diamètre',
          de: 'Grossdurchmesser-Futter',
          it: 'Mandrino per grandi diametri',
          es: 'Plato de gran diámetro',
        },
        value: {
          en: 'Seal diameters up to 500 mm',
          fr: 'Joints jusqu’à 500 mm de diamètre',
          de: 'Dichtungsdurchmesser bis 500 mm',
          it: 'Guarnizioni fino a 500 mm di diametro',
          es: 'Juntas de hasta 500 mm de diámetro',
        },
      },
      {
        name: {
          en: 'Starter material kit',
          fr: 'Kit de démarrage en semi-finis',
          de: 'Halbzeug-Startset',
          it: 'Kit iniziale di semilavorati',
          es: 'Kit inicial de semielaborados',
        },
        value: {
          en: '6 materials, 40 tube sizes',
          fr: '6 matières, 40 dimensions de tubes',
          de: '6 Werkstoffe, 40 Rohrgrössen',
          it: '6 materiali, 40 dimensioni di tubo',
          es: '6 materiales, 40 medidas de tubo',
        },
      },
      {
        name: {
          en: 'Chip extraction',
          fr: 'Aspiration des copeaux',
          de: 'Späneabsaugung',
          it: 'Aspirazione trucioli',
          es: 'Aspiración de virutas',
        },
        value: {
          en: 'Integrated vacuum unit with collection bin',
          fr: 'Unité d’aspiration intégrée avec bac de récupération',
          de: 'Integrierte Absauganlage mit Auffangbehälter',
          it: 'Unità di aspirazione integrata con contenitore di raccolta',
          es: 'Unidad de aspiración integrada con depósito de recogida',
        },
      },
      {
        name: {
          en: 'Seal measuring kit',
          fr: 'Kit de mesure de joints',
          de: 'Dichtungs-Messset',
          it: 'Kit di misura guarnizioni',
          es: 'Kit de medición de juntas',
        },
        value: {
          en: 'Digital calliper and measuring cone',
          fr: 'Pied à coulisse numérique et cône de mesure',
          de: 'Digitaler Messschieber und Messkonus',
          it: 'Calibro digitale e cono di misura',
          es: 'Calibre digital y cono de medición',
        },
      },
    ],
    technicalCharacteristics: [
      {
        name: {
          en: 'Seal diameter',
          fr: 'Diamètre des joints',
          de: 'Dichtungsdurchmesser',
          it: 'Diametro delle guarnizioni',
          es: 'Diámetro de las juntas',
        },
        value: {
          en: '5 to 300 mm',
          fr: '5 à 300 mm',
          de: '5 bis 300 mm',
          it: 'da 5 a 300 mm',
          es: 'de 5 a 300 mm',
        },
      },
      {
        name: {
          en: 'Max. seal height',
          fr: 'Hauteur de joint max.',
          de: 'Max. Dichtungshöhe',
          it: 'Altezza massima della guarnizione',
          es: 'Altura máxima de la junta',
        },
        value: { en: '60 mm', fr: '60 mm', de: '60 mm', it: '60 mm', es: '60 mm' },
      },
      {
        name: { en: 'Materials', fr: 'Matières', de: 'Werkstoffe', it: 'Materiali', es: 'Materiales' },
        value: {
          en: 'PU, NBR, HNBR, FKM, PTFE, POM, PA',
          fr: 'PU, NBR, HNBR, FKM, PTFE, POM, PA',
          de: 'PU, NBR, HNBR, FKM, PTFE, POM, PA',
          it: 'PU, NBR, HNBR, FKM, PTFE, POM, PA',
          es: 'PU, NBR, HNBR, FKM, PTFE, POM, PA',
        },
      },
      {
        name: {
          en: 'Spindle speed',
          fr: 'Vitesse de broche',
          de: 'Spindeldrehzahl',
          it: 'Velocità del mandrino',
          es: 'Velocidad del husillo',
        },
        value: {
          en: 'up to 4000 rpm',
          fr: 'jusqu’à 4 000 tr/min',
          de: 'bis 4000 min⁻¹',
          it: 'fino a 4000 giri/min',
          es: 'hasta 4000 rpm',
        },
      },
      {
        name: {
          en: 'Profile library',
          fr: 'Bibliothèque de profils',
          de: 'Profilbibliothek',
          it: 'Libreria di profili',
          es: 'Biblioteca de perfiles',
        },
        value: {
          en: 'more than 200 profiles',
          fr: 'plus de 200 profils',
          de: 'über 200 Profile',
          it: 'oltre 200 profili',
          es: 'más de 200 perfiles',
        },
      },
      {
        name: {
          en: 'Connected load',
          fr: 'Puissance raccordée',
          de: 'Anschlussleistung',
          it: 'Potenza installata',
          es: 'Potencia instalada',
        },
        value: {
          en: '5.5 kW, 400 V',
          fr: '5,5 kW, 400 V',
          de: '5,5 kW, 400 V',
          it: '5,5 kW, 400 V',
          es: '5,5 kW, 400 V',
        },
      },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: { en: 'approx. 900 kg', fr: 'env. 900 kg', de: 'ca. 900 kg', it: 'ca. 900 kg', es: 'aprox. 900 kg' },
      },
    ],
    pictures: [
      {
        drawing: 'seal-lathe',
        view: 'overall',
        description: {
          en: 'Technical illustration of the SL-300 CNC seal turning lathe with its enclosed working area and control panel.',
          fr: 'Illustration technique du tour CNC pour joints SL-300 avec sa zone d’usinage fermée et son pupitre de commande.',
          de: 'Technische Illustration der CNC-Dichtungsdrehmaschine SL-300 mit geschlossenem Arbeitsraum und Bedienpult.',
          it: 'Illustrazione tecnica del tornio CNC per guarnizioni SL-300 con area di lavoro chiusa e pannello di comando.',
          es: 'Ilustración técnica del torno CNC para juntas SL-300 con su zona de trabajo cerrada y su panel de control.',
        },
      },
      {
        drawing: 'seal-lathe',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the cutting tool turning a seal profile from a polyurethane tube held in the chuck.',
          fr: 'Illustration technique en gros plan de l’outil usinant un profil de joint dans un tube en polyuréthane serré dans le mandrin.',
          de: 'Technische Detailillustration des Drehmeissels, der ein Dichtungsprofil aus einem im Futter gespannten Polyurethanrohr dreht.',
          it: 'Illustrazione tecnica in primo piano dell’utensile che tornisce un profilo di guarnizione da un tubo di poliuretano serrato nel mandrino.',
          es: 'Ilustración técnica en primer plano de la herramienta mecanizando un perfil de junta en un tubo de poliuretano sujeto en el plato.',
        },
      },
    ],
  },

  // 10. Hydraulic press brake
  {
    categories: ['hydraulic-presses', 'cutting'],
    name: {
      en: 'PB-135 hydraulic press brake',
      fr: 'Presse plieuse hydraulique PB-135',
      de: 'Hydraulische Abkantpresse PB-135',
      it: 'Pressa piegatrice idraulica PB-135',
      es: 'Plegadora hidráulica PB-135',
    },
    description: {
      en: 'The PB-135 bends steel sheet up to 3100 mm long with a force of 1350 kN, enough for 6 mm mild steel over the full length. Two synchronised cylinders controlled by proportional valves keep the beam parallel, and the CNC backgauge positions every bend to within ±0.05 mm.\n\nA graphical control with bend simulation, quick-clamping tool holders and hydraulic crowning make it just as efficient for one-off parts as for series. A solid choice for metalworkers, steel construction firms and maintenance workshops that bend their own guards, brackets and enclosures.',
      fr: 'La PB-135 plie des tôles d’acier jusqu’à 3 100 mm de longueur avec une force de 1 350 kN, de quoi plier de l’acier de construction de 6 mm sur toute la longueur. Deux vérins synchronisés, pilotés par distributeurs proportionnels, maintiennent le tablier parallèle, et la butée arrière CNC positionne chaque pli à ±0,05 mm.\n\nCommande graphique avec simulation de pliage, porte-outils à serrage rapide et bombage hydraulique la rendent aussi efficace pour la pièce unique que pour la série. Un choix solide pour les serruriers, les entreprises de construction métallique et les ateliers de maintenance qui plient eux-mêmes leurs carters, supports et habillages.',
      de: 'Die PB-135 kantet Stahlbleche bis 3100 mm Länge mit 1350 kN Presskraft ab – genug für 6 mm Baustahl über die volle Länge. Zwei synchronisierte Zylinder mit Proportionalventilen halten den Oberbalken parallel, und der CNC-Hinteranschlag positioniert jede Biegung auf ±0,05 mm genau.\n\nGrafische Steuerung mit Biegesimulation, Schnellspann-Werkzeughalter und hydraulische Bombierung machen sie für Einzelteile ebenso geeignet wie für Serien. Eine solide Wahl für Metallbauer, Stahlbaufirmen und Unterhaltswerkstätten, die ihre Schutzabdeckungen, Halterungen und Verkleidungen selbst abkanten.',
      it: 'La PB-135 piega lamiere d’acciaio fino a 3100 mm di lunghezza con una forza di 1350 kN, sufficiente per acciaio da costruzione da 6 mm su tutta la lunghezza. Due cilindri sincronizzati, comandati da valvole proporzionali, mantengono la traversa parallela e il riscontro posteriore CNC posiziona ogni piega con una precisione di ±0,05 mm.\n\nIl controllo grafico con simulazione di piegatura, i portautensili a bloccaggio rapido e la bombatura idraulica la rendono adatta sia al pezzo singolo sia alla serie. Una scelta solida per fabbri, carpenterie metalliche e officine di manutenzione che piegano in proprio carter, staffe e rivestimenti.',
      es: 'La PB-135 pliega chapa de acero de hasta 3100 mm de longitud con una fuerza de 1350 kN, suficiente para acero estructural de 6 mm en toda la longitud. Dos cilindros sincronizados, gobernados por válvulas proporcionales, mantienen la viga paralela, y el tope trasero CNC posiciona cada pliegue con una precisión de ±0,05 mm.\n\nEl control gráfico con simulación de plegado, los portaherramientas de sujeción rápida y el bombeo hidráulico la hacen igual de eficaz para piezas unitarias que para series. Una elección sólida para caldererías, empresas de estructuras metálicas y talleres de mantenimiento que pliegan sus propias protecciones, soportes y carcasas.',
    },
    metadescription: {
      en: 'PB-135 hydraulic press brake: 1350 kN, 3100 mm bending length, synchronised cylinders and CNC backgauge accurate to ±0.05 mm.',
      fr: 'Presse plieuse hydraulique PB-135 : 1 350 kN, longueur de pliage 3 100 mm, vérins synchronisés et butée arrière CNC précise à ±0,05 mm.',
      de: 'Hydraulische Abkantpresse PB-135: 1350 kN, 3100 mm Abkantlänge, synchronisierte Zylinder und CNC-Hinteranschlag mit ±0,05 mm Genauigkeit.',
      it: 'Pressa piegatrice idraulica PB-135: 1350 kN, lunghezza di piega 3100 mm, cilindri sincronizzati e riscontro posteriore CNC a ±0,05 mm.',
      es: 'Plegadora hidráulica PB-135: 1350 kN, longitud de plegado de 3100 mm, cilindros sincronizados y tope trasero CNC con precisión de ±0,05 mm.',
    },
    advantages: [
      {
        en: 'Synchronised Y1/Y2 cylinders with proportional valves for perfectly parallel bends.',
        fr: 'Vérins Y1/Y2 synchronisés par distributeurs proportionnels pour des plis parfaitement parallèles.',
        de: 'Synchronisierte Y1/Y2-Zylinder mit Proportionalventilen für exakt parallele Biegungen.',
        it: 'Cilindri Y1/Y2 sincronizzati con valvole proporzionali per pieghe perfettamente parallele.',
        es: 'Cilindros Y1/Y2 sincronizados con válvulas proporcionales para pliegues perfectamente paralelos.',
      },
      {
        en: 'Graphical control with 2D bend simulation and automatic bend sequence.',
        fr: 'Commande graphique avec simulation de pliage 2D et calcul automatique de la séquence.',
        de: 'Grafische Steuerung mit 2D-Biegesimulation und automatischer Biegefolge.',
        it: 'Controllo grafico con simulazione di piegatura 2D e sequenza di piega automatica.',
        es: 'Control gráfico con simulación de plegado 2D y secuencia de plegado automática.',
      },
      {
        en: 'Hydraulic crowning compensates for deflection over the full length.',
        fr: 'Le bombage hydraulique compense la flexion sur toute la longueur.',
        de: 'Die hydraulische Bombierung gleicht die Durchbiegung über die ganze Länge aus.',
        it: 'La bombatura idraulica compensa la flessione su tutta la lunghezza.',
        es: 'El bombeo hidráulico compensa la flexión en toda la longitud.',
      },
      {
        en: 'Frame welded, stress-relieved and machined in a single setup.',
        fr: 'Bâti mécano-soudé, détensionné et usiné en une seule prise.',
        de: 'Rahmen geschweisst, spannungsarm geglüht und in einer Aufspannung bearbeitet.',
        it: 'Telaio saldato, distensionato e lavorato in un unico piazzamento.',
        es: 'Bastidor soldado, con alivio de tensiones y mecanizado en un solo amarre.',
      },
    ],
    options: [
      {
        name: {
          en: 'Laser safety system',
          fr: 'Sécurité laser',
          de: 'Laser-Sicherheitssystem',
          it: 'Sistema di sicurezza laser',
          es: 'Sistema de seguridad láser',
        },
        value: {
          en: 'Light guard protecting the tool zone',
          fr: 'Barrière immatérielle protégeant la zone d’outil',
          de: 'Lichtschutz im Werkzeugbereich',
          it: 'Protezione ottica della zona utensili',
          es: 'Protección óptica de la zona de herramientas',
        },
      },
      {
        name: {
          en: 'Additional backgauge axes',
          fr: 'Axes de butée supplémentaires',
          de: 'Zusätzliche Hinteranschlagachsen',
          it: 'Assi supplementari del riscontro',
          es: 'Ejes adicionales del tope trasero',
        },
        value: {
          en: 'R, Z1 and Z2 axes, CNC-controlled',
          fr: 'Axes R, Z1 et Z2 pilotés par CNC',
          de: 'R-, Z1- und Z2-Achse, CNC-gesteuert',
          it: 'Assi R, Z1 e Z2 a controllo CNC',
          es: 'Ejes R, Z1 y Z2 controlados por CNC',
        },
      },
      {
        name: {
          en: 'Sheet followers',
          fr: 'Accompagnateurs de tôle',
          de: 'Blechbiegehilfen',
          it: 'Accompagnatori di lamiera',
          es: 'Acompañadores de chapa',
        },
        value: {
          en: 'Two motorised support arms for large sheets',
          fr: 'Deux bras de soutien motorisés pour grandes tôles',
          de: 'Zwei motorisierte Stützarme für grosse Bleche',
          it: 'Due bracci di supporto motorizzati per lamiere di grandi dimensioni',
          es: 'Dos brazos de apoyo motorizados para chapas grandes',
        },
      },
      {
        name: {
          en: 'Tooling set',
          fr: 'Jeu d’outils',
          de: 'Werkzeugsatz',
          it: 'Set di utensili',
          es: 'Juego de herramientas',
        },
        value: {
          en: 'Punches and 4-V dies, 3100 mm, segmented',
          fr: 'Poinçons et matrices 4 V, 3 100 mm, sectionnés',
          de: 'Oberwerkzeuge und 4-fach-V-Matrizen, 3100 mm, segmentiert',
          it: 'Punzoni e matrici a 4 V, 3100 mm, sezionati',
          es: 'Punzones y matrices de 4 V, 3100 mm, seccionados',
        },
      },
    ],
    technicalCharacteristics: [
      { type: 'pressing-force', measure: { min: '1350' } },
      {
        name: {
          en: 'Bending length',
          fr: 'Longueur de pliage',
          de: 'Abkantlänge',
          it: 'Lunghezza di piegatura',
          es: 'Longitud de plegado',
        },
        value: { en: '3100 mm', fr: '3 100 mm', de: '3100 mm', it: '3100 mm', es: '3100 mm' },
      },
      { type: 'stroke', measure: { min: '200' } },
      {
        name: {
          en: 'Throat depth',
          fr: 'Col de cygne',
          de: 'Ausladung',
          it: 'Profondità del collo di cigno',
          es: 'Profundidad del cuello de cisne',
        },
        value: { en: '410 mm', fr: '410 mm', de: '410 mm', it: '410 mm', es: '410 mm' },
      },
      {
        name: {
          en: 'Backgauge travel (X)',
          fr: 'Course de la butée arrière (X)',
          de: 'Verfahrweg Hinteranschlag (X)',
          it: 'Corsa del riscontro posteriore (X)',
          es: 'Recorrido del tope trasero (X)',
        },
        value: { en: '600 mm', fr: '600 mm', de: '600 mm', it: '600 mm', es: '600 mm' },
      },
      { type: 'motor-power', measure: { min: '11' } },
      {
        name: { en: 'Weight', fr: 'Poids', de: 'Gewicht', it: 'Peso', es: 'Peso' },
        value: {
          en: 'approx. 8500 kg',
          fr: 'env. 8 500 kg',
          de: 'ca. 8500 kg',
          it: 'ca. 8500 kg',
          es: 'aprox. 8500 kg',
        },
      },
    ],
    pictures: [
      {
        drawing: 'press-brake',
        view: 'overall',
        description: {
          en: 'Technical illustration of the PB-135 press brake with its upper beam, two side cylinders, tooling and CNC control.',
          fr: 'Illustration technique de la presse plieuse PB-135 avec son tablier supérieur, ses deux vérins latéraux, ses outils et sa commande CNC.',
          de: 'Technische Illustration der Abkantpresse PB-135 mit Oberbalken, zwei seitlichen Zylindern, Werkzeugen und CNC-Steuerung.',
          it: 'Illustrazione tecnica della pressa piegatrice PB-135 con traversa superiore, due cilindri laterali, utensili e controllo CNC.',
          es: 'Ilustración técnica de la plegadora PB-135 con su viga superior, los dos cilindros laterales, las herramientas y el control CNC.',
        },
      },
      {
        drawing: 'press-brake',
        view: 'detail',
        description: {
          en: 'Close-up technical illustration of the punch and V-die bending a steel sheet, with the backgauge fingers behind.',
          fr: 'Illustration technique en gros plan du poinçon et de la matrice en V pliant une tôle d’acier, avec les doigts de butée à l’arrière.',
          de: 'Technische Detailillustration von Oberwerkzeug und V-Matrize beim Abkanten eines Stahlblechs, dahinter die Anschlagfinger.',
          it: 'Illustrazione tecnica in primo piano di punzone e matrice a V che piegano una lamiera d’acciaio, con le dita del riscontro dietro.',
          es: 'Ilustración técnica en primer plano del punzón y la matriz en V plegando una chapa de acero, con los dedos del tope detrás.',
        },
      },
    ],
  },
];
