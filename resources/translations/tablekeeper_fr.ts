<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="73"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="75"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="77"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="79"/>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="95"/>
        <source>{round}-{honba}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="134"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="134"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="134"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="134"/>
        <source>Uma and oka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="134"/>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="134"/>
        <source>+/- score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="50"/>
        <source>Mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="51"/>
        <source>Haneman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="52"/>
        <source>Baiman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="53"/>
        <source>Sanbaiman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="54"/>
        <source>Counted yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="55"/>
        <location filename="../../tablekeeper/ui/texts.py" line="42"/>
        <source>Yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="63"/>
        <location filename="../../tablekeeper/ui/texts.py" line="44"/>
        <source>Yakuman x{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="66"/>
        <location filename="../../tablekeeper/ui/texts.py" line="47"/>
        <source>{han} han {fu} fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="74"/>
        <source>{amount} all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="99"/>
        <source>Choose the han of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="18"/>
        <source>Start points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="19"/>
        <source>Return points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="20"/>
        <source>Oka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="21"/>
        <source>Uma (1st, 2nd, 3rd, 4th)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="22"/>
        <source>Equal points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="23"/>
        <source>Final score rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="24"/>
        <source>Kiriage mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="25"/>
        <source>Counted yakuman (13 han)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="26"/>
        <source>Several yakuman add up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="27"/>
        <source>Double yakuman variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="28"/>
        <source>Aotenjou (no limits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="29"/>
        <source>Red fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="30"/>
        <source>Open tanyao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="31"/>
        <source>Fu of a double-wind pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="32"/>
        <source>Renhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="33"/>
        <source>Honba on a ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="34"/>
        <source>Honba on a tsumo (per payer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="35"/>
        <source>Riichi stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="36"/>
        <source>Noten payments (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="37"/>
        <source>Riichi needs the points of a stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="38"/>
        <source>Several players ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="39"/>
        <source>Honba with several winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="40"/>
        <source>Deposits with several winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="41"/>
        <source>Pao yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="42"/>
        <source>Honba of a pao ron paid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="43"/>
        <source>Abortive draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="44"/>
        <source>Nagashi mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="45"/>
        <source>Rounds (1 east only, 2 east-south)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="46"/>
        <source>Play on until someone has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="47"/>
        <source>Below zero ends the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="48"/>
        <source>Agari yame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="49"/>
        <source>Tenpai yame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="50"/>
        <source>Chombo penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="51"/>
        <source>Chombo penalty at the end (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="52"/>
        <source>Deposits left at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="59"/>
        <source>shared places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="60"/>
        <source>seat order decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="61"/>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="62"/>
        <source>rounded to 1,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="63"/>
        <source>all winners are paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="64"/>
        <source>double ron paid, triple ron a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="65"/>
        <source>only the nearest winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="66"/>
        <source>each winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="67"/>
        <source>own stick back, the rest to the nearest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="68"/>
        <source>the nearest winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="69"/>
        <source>the discarder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="70"/>
        <source>the liable player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="71"/>
        <source>a mangan paid at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="72"/>
        <source>points taken at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="73"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="74"/>
        <source>mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="75"/>
        <source>yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="76"/>
        <source>to first place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="77"/>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="123"/>
        <source>no extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="15"/>
        <source>Nine terminals (kyuushu kyuuhai)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="16"/>
        <source>Four winds (suufon renda)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="17"/>
        <source>Four riichi (suucha riichi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="18"/>
        <source>Four kans (suukaikan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="19"/>
        <source>Triple ron (sanchahou)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="27"/>
        <source>riichi stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="28"/>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="29"/>
        <source>honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="30"/>
        <source>deposits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="31"/>
        <source>noten payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="32"/>
        <source>nagashi mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="33"/>
        <source>chombo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="34"/>
        <source>pao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="46"/>
        <source>{han} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="55"/>
        <source>Ron: {winners} from {discarder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="57"/>
        <source>Tsumo: {winner} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="60"/>
        <source>Draw: all noten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="62"/>
        <source>Draw: tenpai {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="64"/>
        <source>Abortive draw: {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="66"/>
        <source>Chombo: {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="71"/>
        <location filename="../../tablekeeper/ui/texts.py" line="72"/>
        <source>the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="73"/>
        <source>{payer} pays {payee} {amount} ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AbortForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="305"/>
        <source>Choose the kind of abortive draw.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="101"/>
        <source>The database could not be opened: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="124"/>
        <location filename="../../tablekeeper/ui/app.py" line="135"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="136"/>
        <source>Something went wrong: {error}. Nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChomboForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="321"/>
        <source>Who made the chombo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="330"/>
        <source>Choose who made the chombo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="263"/>
        <source>Who was tenpai?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="270"/>
        <source>Nagashi mangan:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="85"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="86"/>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="109"/>
        <source>Winning tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="87"/>
        <source>Chi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="88"/>
        <source>Pon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="89"/>
        <source>Open kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="90"/>
        <source>Closed kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="91"/>
        <source>Added kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="92"/>
        <source>Dora indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="93"/>
        <source>Ura dora indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="108"/>
        <source>Hand (click a tile to take it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="109"/>
        <source>Melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="110"/>
        <source>Dora indicators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="110"/>
        <source>Ura dora indicators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="124"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="128"/>
        <source>{seat} seat, {round} round, {how}, {honba} honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="131"/>
        <source>tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="131"/>
        <source>ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="137"/>
        <source>Haitei (last tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="137"/>
        <source>Houtei (last discard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="138"/>
        <source>Tenhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="138"/>
        <source>Chiihou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="140"/>
        <source>Riichi</source>
        <translation type="unfinished">Riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="141"/>
        <source>Double riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="142"/>
        <source>Ippatsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="146"/>
        <source>Rinshan kaihou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="148"/>
        <source>Chankan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="148"/>
        <source>Renhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="157"/>
        <source>Yaku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="160"/>
        <source>Fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="267"/>
        <source>Enter the hand: {count} more tiles, then the winning tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="280"/>
        <source>yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="280"/>
        <source>{han} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="285"/>
        <source>Dora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="286"/>
        <source>Ura dora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="287"/>
        <source>Red fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="293"/>
        <source>Rounded up: {fu} fu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="48"/>
        <location filename="../../tablekeeper/ui/main_window.py" line="180"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="63"/>
        <source>South 4-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="74"/>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="85"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="86"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="87"/>
        <source>&amp;Open a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="88"/>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="89"/>
        <source>&amp;End the game now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="91"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="92"/>
        <source>&amp;Hand</source>
        <translation>&amp;Main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="93"/>
        <source>&amp;Ron…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="94"/>
        <source>&amp;Tsumo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="95"/>
        <source>Exhaustive &amp;draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="96"/>
        <source>&amp;Abortive draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="97"/>
        <source>&amp;Chombo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="103"/>
        <source>Riichi of the player at seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="108"/>
        <source>&amp;Undo the last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="109"/>
        <source>&amp;Edit the selected hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="113"/>
        <source>De&amp;lete the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="125"/>
        <source>Ron (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="126"/>
        <source>Tsumo (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="127"/>
        <source>Draw (D)</source>
        <translation>Nul (D)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="128"/>
        <source>Abort (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="129"/>
        <source>Chombo (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="132"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="132"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="132"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="249"/>
        <source>Ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="250"/>
        <source>Tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="251"/>
        <source>Exhaustive draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="252"/>
        <source>Abortive draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="253"/>
        <source>Chombo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="295"/>
        <source>Select the hand to change in the list of hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="300"/>
        <source>Hand {number}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="315"/>
        <source>Select the hand to delete in the list of hands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../tablekeeper/ui/messages.py" line="13"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="49"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="60"/>
        <source>Player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="61"/>
        <source>{wind} seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="65"/>
        <source>Player at the {wind} seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="66"/>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="71"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="73"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="75"/>
        <source>Venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="77"/>
        <source>Rule &amp;options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="90"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="124"/>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="127"/>
        <source>There is no unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="130"/>
        <source>{date} · {players} · {hands} hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickScore</name>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="123"/>
        <source>Han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="125"/>
        <source>Fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="127"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="129"/>
        <source>Yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="129"/>
        <source>Double yakuman</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="374"/>
        <source>Payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="382"/>
        <source>&amp;Record</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RonForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="176"/>
        <source>Who dealt in (the discarder)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="180"/>
        <source>Who won? (several players may ron the same tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="200"/>
        <source>Choose who dealt in: the player who discarded the winning tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="203"/>
        <source>Choose who won on the discard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="351"/>
        <source>&amp;Quick (han and fu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="352"/>
        <source>&amp;Hand (tiles)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="107"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="125"/>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="128"/>
        <source>Declare riichi (F{key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="145"/>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="165"/>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="168"/>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="168"/>
        <source>Standings so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="186"/>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="187"/>
        <source>Export &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="190"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="199"/>
        <source>Game (*.{ext})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="200"/>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="24"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="25"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="26"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="27"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="34"/>
        <source>{wind} {hand}</source>
        <translation>{wind} {hand}</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="90"/>
        <source>The database is still being opened; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="109"/>
        <source>The last change is still being stored; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="121"/>
        <source>Something went wrong: {error}. Nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="235"/>
        <location filename="../../tablekeeper/ui/controller.py" line="241"/>
        <location filename="../../tablekeeper/ui/controller.py" line="248"/>
        <source>Start or open a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="351"/>
        <source>The file {path} could not be written: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="201"/>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="202"/>
        <source>Ctrl+N: a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="203"/>
        <source>Ctrl+O: go on with one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="206"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="209"/>
        <source>Honba: {count}</source>
        <translation>Honba : {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="210"/>
        <source>On the table: {points}</source>
        <translation>Sur la table : {points}</translation>
    </message>
</context>
<context>
    <name>TsumoForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="222"/>
        <source>Who won by tsumo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="246"/>
        <source>Choose who won by tsumo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinnerRow</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="123"/>
        <source>Score…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="127"/>
        <source>Pao:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="129"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="140"/>
        <source>Value of {name}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="157"/>
        <source>Give the value of {name}&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
