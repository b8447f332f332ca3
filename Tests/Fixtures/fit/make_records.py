# Writes NAME-records.csv for a FIT file with python-fitparse 1.2.0: every 5th record message,
# values carried forward from the record before when absent (as the upstream CSVs are),
# timestamp as raw FIT seconds since 1989-12-31T00:00:00Z, positions in semicircles.
import sys, datetime, fitparse
epoch = datetime.datetime(1989, 12, 31)
for name in sys.argv[1:]:
    rows, last = [], {}
    for record in fitparse.FitFile(name + '.fit').get_messages('record'):
        v = record.get_values()
        speed = v.get('enhanced_speed', v.get('speed'))
        altitude = v.get('enhanced_altitude', v.get('altitude'))
        cur = {'timestamp': int((v['timestamp'] - epoch).total_seconds()), 'heart_rate': v.get('heart_rate'),
               'cadence': v.get('cadence'), 'speed': speed, 'position_lat': v.get('position_lat'),
               'position_long': v.get('position_long'), 'altitude': altitude, 'temperature': v.get('temperature')}
        for k, x in cur.items():
            if x is None and k in last: cur[k] = last[k]
        last = cur
        rows.append(cur)
    keys = ['timestamp', 'heart_rate', 'cadence', 'speed', 'position_lat', 'position_long', 'altitude', 'temperature']
    with open(name + '-records.csv', 'w') as out:
        out.write(','.join(keys) + '\n')
        for i, r in enumerate(rows):
            if i % 5 == 0 or i == len(rows) - 1:
                out.write(','.join('' if r[k] is None else repr(r[k]) for k in keys) + '\n')
    print(name, len(rows))
